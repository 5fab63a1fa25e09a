#include <bits/stdc++.h>
using namespace std;

// Naive: find the shortest time with Dijkstra, then count the fastest routes by walking every one
// of them with a DFS along "tight" streets (dist[y] == dist[x] + w), without memoisation. Correct,
// but its running time grows with the number of fastest routes, which can be exponential.
int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<vector<pair<int, int>>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v, w;
        scanf("%d %d %d", &u, &v, &w);
        adj[u].push_back({v, w});
        adj[v].push_back({u, w});
    }
    vector<long long> dist(n, LLONG_MAX);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> pq;
    dist[0] = 0;
    pq.push({0, 0});
    while (!pq.empty()) {
        auto [d, x] = pq.top();
        pq.pop();
        if (d != dist[x]) continue;
        for (auto [y, w] : adj[x])
            if (d + w < dist[y]) dist[y] = d + w, pq.push({dist[y], y});
    }
    if (dist[n - 1] == LLONG_MAX) { puts("-1"); return 0; }
    const long long MOD = 1000000007LL;
    long long ways = 0;
    // explicit stack of (station, next edge index)
    vector<pair<int, size_t>> st(1, {0, 0});
    while (!st.empty()) {
        auto& [x, i] = st.back();
        if (x == n - 1) {
            ways = (ways + 1) % MOD;
            st.pop_back();
            continue;
        }
        if (i == adj[x].size()) {
            st.pop_back();
            continue;
        }
        auto [y, w] = adj[x][i++];
        if (dist[x] + w == dist[y]) st.push_back({y, 0});
    }
    printf("%lld %lld\n", dist[n - 1], ways);
    return 0;
}
