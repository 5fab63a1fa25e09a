// Learner's mistake: the beads are treated as a straight string, so the two ends (the last and
// the first bead, which touch on the ring) are never allowed to melt together.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> a(n), pre(n + 1, 0);
    for (auto& x : a) scanf("%lld", &x);
    for (int i = 0; i < n; i++) pre[i + 1] = pre[i] + a[i];
    vector<vector<long long>> dp(n, vector<long long>(n, 0));
    for (int L = 2; L <= n; L++)
        for (int i = 0; i + L - 1 < n; i++) {
            int j = i + L - 1;
            long long best = LLONG_MAX;
            for (int k = i; k < j; k++) best = min(best, dp[i][k] + dp[k + 1][j]);
            dp[i][j] = best + pre[j + 1] - pre[i];
        }
    printf("%lld\n", dp[0][n - 1]);
    return 0;
}
