// Naive: the last bead of every melting plan never crosses some gap of the ring, so try every gap
// as the place to cut the ring open and run the linear interval DP from scratch for each.
// Correct, but O(n^4).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> m(n);
    for (auto& x : m) scanf("%lld", &x);
    long long answer = LLONG_MAX;
    vector<vector<long long>> dp(n, vector<long long>(n));
    vector<long long> a(n), pre(n + 1);
    for (int s = 0; s < n; s++) {
        for (int i = 0; i < n; i++) a[i] = m[(s + i) % n];
        pre[0] = 0;
        for (int i = 0; i < n; i++) pre[i + 1] = pre[i] + a[i];
        for (int i = 0; i < n; i++) dp[i][i] = 0;
        for (int L = 2; L <= n; L++)
            for (int i = 0; i + L - 1 < n; i++) {
                int j = i + L - 1;
                long long best = LLONG_MAX;
                for (int k = i; k < j; k++) best = min(best, dp[i][k] + dp[k + 1][j]);
                dp[i][j] = best + pre[j + 1] - pre[i];
            }
        answer = min(answer, dp[0][n - 1]);
    }
    printf("%lld\n", answer);
    return 0;
}
