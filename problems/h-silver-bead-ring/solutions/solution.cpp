#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> m(n);
    for (auto& x : m) scanf("%lld", &x);
    if (n == 1) {
        printf("0\n");
        return 0;
    }
    // cut the ring open and double it: every arc is an interval of b
    int N = 2 * n - 1;
    vector<long long> b(N), pre(N + 1, 0);
    for (int i = 0; i < N; i++) b[i] = m[i % n];
    for (int i = 0; i < N; i++) pre[i + 1] = pre[i] + b[i];
    // dp[i][j]: cheapest way to melt beads i..j (of b) into one
    vector<vector<long long>> dp(N, vector<long long>(N, 0));
    for (int L = 2; L <= n; L++)
        for (int i = 0; i + L - 1 < N; i++) {
            int j = i + L - 1;
            long long best = LLONG_MAX;
            for (int k = i; k < j; k++) best = min(best, dp[i][k] + dp[k + 1][j]);
            dp[i][j] = best + pre[j + 1] - pre[i];
        }
    long long answer = LLONG_MAX;
    for (int i = 0; i < n; i++) answer = min(answer, dp[i][i + n - 1]);
    printf("%lld\n", answer);
    return 0;
}
