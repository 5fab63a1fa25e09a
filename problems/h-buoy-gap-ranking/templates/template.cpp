#include <bits/stdc++.h>
using namespace std;

// x[i] is the position of buoy i (any order, duplicates allowed). Return the k-th smallest of the
// n (n - 1) / 2 gaps |x[i] - x[j]| over unordered pairs i != j (k counts from 1, up to ~5e9).
long long kthSmallestGap(const vector<int>& x, long long k) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    vector<int> x(n);
    for (auto& v : x) scanf("%d", &v);
    printf("%lld\n", kthSmallestGap(x, k));
    return 0;
}
