// Naive: the interval recursion without memoisation. best(l, r) = the best score for firing every
// shell strictly between the kept shells l and r: try each shell m as the LAST one fired there,
// best(l, m) + best(m, r) + v[l] * v[m] * v[r]. Correct, but the same intervals are solved again
// and again: exponential time instead of the O(n^3) table.
#include <bits/stdc++.h>
using namespace std;

vector<long long> v;

long long best(int l, int r) {
    long long b = 0;
    for (int m = l + 1; m < r; m++) b = max(b, best(l, m) + best(m, r) + v[l] * v[m] * v[r]);
    return b;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    v.assign(n + 2, 1);
    for (int i = 1; i <= n; i++) scanf("%lld", &v[i]);
    printf("%lld\n", best(0, n + 1));
    return 0;
}
