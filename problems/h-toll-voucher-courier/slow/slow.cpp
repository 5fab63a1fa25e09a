// Naive: Dijkstra on the (city, vouchers used) states without a heap, scanning all states for
// the closest unfinished one at every step. Correct, but O((n * (k + 1))^2).
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
    int K = k + 1, S = n * K;
    const long long INF = LLONG_MAX;
    vector<long long> dist(S, INF);
    vector<char> done(S, 0);
    dist[0] = 0;
    for (;;) {
        int s = -1;
        for (int t = 0; t < S; t++)
            if (!done[t] && dist[t] != INF && (s < 0 || dist[t] < dist[s])) s = t;
        if (s < 0) break;
        done[s] = 1;
        int u = s / K, used = s % K;
        for (auto [v, w] : adj[u]) {
            int t = v * K + used;
            if (dist[s] + w < dist[t]) dist[t] = dist[s] + w;
            if (used < k && dist[s] < dist[t + 1]) dist[t + 1] = dist[s];
        }
    }
    long long best = INF;
    for (int j = 0; j < K; j++) best = min(best, dist[(n - 1) * K + j]);
    printf("%lld\n", best == INF ? -1 : best);
    return 0;
}
