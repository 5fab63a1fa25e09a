// Naive O(n^2): fix the left end, extend to the right while tracking the minimum height.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> h(n);
    for (auto &x : h) scanf("%lld", &x);
    long long best = 0;
    for (int i = 0; i < n; i++) {
        long long mn = h[i];
        for (int j = i; j < n; j++) {
            mn = min(mn, h[j]);
            best = max(best, mn * (j - i + 1));
        }
    }
    printf("%lld\n", best);
    return 0;
}
