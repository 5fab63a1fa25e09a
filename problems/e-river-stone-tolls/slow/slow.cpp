// Naive: try every sequence of hops by plain recursion (no memoisation), exponential time.
#include <bits/stdc++.h>
using namespace std;

int n;
vector<long long> c;

// cheapest toll from position p (already paid) to the far bank
long long cheapest(int p) {
    if (p >= n - 2) return 0;  // one hop of length n - p <= 2 reaches the bank
    return min(c[p + 1] + cheapest(p + 1), c[p + 2] + cheapest(p + 2));
}

int main() {
    if (scanf("%d", &n) != 1) return 0;
    c.resize(n);
    for (auto& x : c) scanf("%lld", &x);
    long long ans = cheapest(-1);
    printf("%lld\n", ans);
}
