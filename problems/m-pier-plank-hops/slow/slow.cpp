// Naive DP: for every plank loop over the k planks before it to find the best predecessor.
// O(n * k).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> a(n), best(n);
    for (auto& x : a) scanf("%lld", &x);
    best[0] = a[0];
    for (int i = 1; i < n; i++) {
        long long m = LLONG_MIN;
        for (int j = max(0, i - k); j < i; j++)
            if (best[j] > m) m = best[j];
        best[i] = a[i] + m;
    }
    printf("%lld\n", best[n - 1]);
    return 0;
}
