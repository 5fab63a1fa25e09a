#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;

// Dijkstra that also counts: ways[v] is the number of fastest routes to v found so far. A strictly
// faster route replaces the count, an equally fast one adds to it. Since every street takes at
// least one minute, all routes into v are counted before v is popped.
pair<long long, long long> fastestRoutes(int n, const vector<vector<pair<int, int>>>& adj) {
    vector<long long> dist(n, LLONG_MAX), ways(n, 0);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> pq;
    dist[0] = 0;
    ways[0] = 1;
    pq.push({0, 0});
    while (!pq.empty()) {
        auto [d, x] = pq.top();
        pq.pop();
        if (d != dist[x]) continue;
        for (auto [y, w] : adj[x]) {
            long long nd = d + w;
            if (nd < dist[y]) {
                dist[y] = nd;
                ways[y] = ways[x];
                pq.push({nd, y});
            } else if (nd == dist[y]) {
                ways[y] = (ways[y] + ways[x]) % MOD;
            }
        }
    }
    if (dist[n - 1] == LLONG_MAX) return {-1, 0};
    return {dist[n - 1], ways[n - 1]};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<pair<int, int>>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v, w;
        cin >> u >> v >> w;
        adj[u].push_back({v, w});
        adj[v].push_back({u, w});
    }
    auto [d, ways] = fastestRoutes(n, adj);
    if (d < 0) cout << -1 << "\n";
    else cout << d << " " << ways << "\n";
    return 0;
}
