// Mistake: when a strictly faster route to a station is found, it adds that route's count to the
// old count instead of replacing it, so slower routes counted earlier are never thrown away.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<vector<pair<int, int>>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v, w;
        scanf("%d %d %d", &u, &v, &w);
        adj[u].push_back({v, w});
        adj[v].push_back({u, w});
    }
    const long long MOD = 1000000007LL;
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
            if (d + w <= dist[y]) {
                if (d + w < dist[y]) pq.push({d + w, y});
                dist[y] = d + w;
                ways[y] = (ways[y] + ways[x]) % MOD;
            }
        }
    }
    if (dist[n - 1] == LLONG_MAX) puts("-1");
    else printf("%lld %lld\n", dist[n - 1], ways[n - 1]);
    return 0;
}
