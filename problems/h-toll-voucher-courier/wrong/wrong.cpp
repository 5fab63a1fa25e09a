// Learner's mistake: "infinity" is the usual const INF = 1e9. Distances are 64-bit, but any
// total toll above 10^9 can never improve on INF, so such a city is reported unreachable (-1).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m, k;
    if (scanf("%d %d %d", &n, &m, &k) != 3) return 0;
    vector<vector<pair<int, long long>>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v;
        long long w;
        scanf("%d %d %lld", &u, &v, &w);
        adj[u].push_back({v, w});
        adj[v].push_back({u, w});
    }
    const long long INF = 1e9;
    int K = k + 1;
    vector<long long> dist((size_t)n * K, INF);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> pq;
    dist[0] = 0;
    pq.push({0, 0});
    while (!pq.empty()) {
        auto [d, s] = pq.top();
        pq.pop();
        if (d > dist[s]) continue;
        int u = s / K, used = s % K;
        for (auto [v, w] : adj[u]) {
            int t = v * K + used;
            if (d + w < dist[t]) {
                dist[t] = d + w;
                pq.push({dist[t], t});
            }
            if (used < k && d < dist[t + 1]) {
                dist[t + 1] = d;
                pq.push({d, t + 1});
            }
        }
    }
    long long best = INF;
    for (int j = 0; j < K; j++) best = min(best, dist[(size_t)(n - 1) * K + j]);
    printf("%lld\n", best >= INF ? -1 : best);
    return 0;
}
