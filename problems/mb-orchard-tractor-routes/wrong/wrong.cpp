// Edge initialisation slip: every open cell of the first row and first column gets 1 route,
// even when a tree earlier in that row or column already cuts it off from the shed.
#include <bits/stdc++.h>
using namespace std;

static const long long MOD = 1000000007;

int main() {
    int r, c;
    cin >> r >> c;
    vector<string> g(r);
    for (auto& row : g) cin >> row;
    vector<vector<long long>> dp(r, vector<long long>(c, 0));
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (g[i][j] == '#') continue;
            if (i == 0 || j == 0) dp[i][j] = 1;
            else dp[i][j] = (dp[i - 1][j] + dp[i][j - 1]) % MOD;
        }
    cout << dp[r - 1][c - 1] << "\n";
}
