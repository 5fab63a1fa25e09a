// Naive: dynamic programming over (runners used, segments covered), O(k * n^2), for M; then the
// same left-to-right plan as the reference.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> a(n), pre(n + 1, 0);
    for (int i = 0; i < n; i++) { scanf("%lld", &a[i]); pre[i + 1] = pre[i] + a[i]; }
    const long long INF = LLONG_MAX / 4;
    // dp[i] = smallest largest leg covering the first i segments with j runners
    vector<long long> dp(n + 1, INF), nd(n + 1);
    for (int i = 1; i <= n; i++) dp[i] = pre[i];
    for (int j = 2; j <= k; j++) {
        fill(nd.begin(), nd.end(), INF);
        for (int i = j; i <= n; i++)
            for (int t = j - 1; t < i; t++)
                nd[i] = min(nd[i], max(dp[t], pre[i] - pre[t]));
        swap(dp, nd);
    }
    long long M = dp[n];
    string out = to_string(M) + "\n";
    int pos = 0;
    for (int j = 1; j <= k; j++) {
        int start = pos;
        long long cur = 0;
        if (j == k) pos = n;
        else while (pos < n && cur + a[pos] <= M && n - (pos + 1) >= k - j) cur += a[pos++];
        if (j > 1) out += ' ';
        out += to_string(pos - start);
    }
    out += '\n';
    fwrite(out.data(), 1, out.size(), stdout);
}
