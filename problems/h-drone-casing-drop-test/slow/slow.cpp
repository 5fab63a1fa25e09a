// Naive: the textbook DP over (casings, platforms), trying every first platform.
// best[e][f] = 1 + min over x of max(best[e-1][x-1], best[e][f-x]). O(k * n^2) per question
// (and O(k * n) memory, so it cannot even start on the huge towers).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    while (q--) {
        long long k, n;
        scanf("%lld %lld", &k, &n);
        vector<vector<long long>> best(k + 1, vector<long long>(n + 1, 0));
        for (long long f = 0; f <= n; f++) best[1][f] = f;
        for (long long e = 2; e <= k; e++)
            for (long long f = 1; f <= n; f++) {
                long long b = LLONG_MAX;
                for (long long x = 1; x <= f; x++)
                    b = min(b, 1 + max(best[e - 1][x - 1], best[e][f - x]));
                best[e][f] = b;
            }
        printf("%lld\n", best[k][n]);
    }
    return 0;
}
