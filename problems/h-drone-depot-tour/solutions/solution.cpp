#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<vector<long long>> cost(n, vector<long long>(n));
    for (auto &row : cost)
        for (auto &x : row) scanf("%lld", &x);
    if (n == 1) { printf("0\n"); return 0; }
    const long long INF = LLONG_MAX / 4;
    int full = (1 << n) - 1;
    vector<long long> best((size_t)(full + 1) * n, INF);
    best[1 * n + 0] = 0;
    for (int mask = 1; mask <= full; mask += 2) { // bit 0 always set
        for (int v = 0; v < n; v++) {
            long long cur = best[(size_t)mask * n + v];
            if (cur == INF) continue;
            for (int w = 0; w < n; w++) {
                if (mask >> w & 1) continue;
                if (cost[v][w] < 0) continue;
                long long &dst = best[(size_t)(mask | 1 << w) * n + w];
                dst = min(dst, cur + cost[v][w]);
            }
        }
    }
    long long ans = INF;
    for (int v = 1; v < n; v++)
        if (best[(size_t)full * n + v] < INF && cost[v][0] >= 0) ans = min(ans, best[(size_t)full * n + v] + cost[v][0]);
    printf("%lld\n", ans == INF ? -1LL : ans);
    return 0;
}
