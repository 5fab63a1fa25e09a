// Naive O(n^2) DP: sort the envelopes, then for each one look at every earlier envelope that
// fits inside it and extend the best chain ending there.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<pair<int, int>> e(n);
    for (auto& [w, h] : e) scanf("%d %d", &w, &h);
    sort(e.begin(), e.end());
    vector<int> w(n), h(n), dp(n, 1);
    for (int i = 0; i < n; i++) w[i] = e[i].first, h[i] = e[i].second;
    int best = 0;
    for (int i = 0; i < n; i++) {
        int m = 0;
        for (int j = 0; j < i; j++)
            if (w[j] < w[i] && h[j] < h[i] && dp[j] > m) m = dp[j];
        dp[i] = m + 1;
        best = max(best, dp[i]);
    }
    printf("%d\n", best);
}
