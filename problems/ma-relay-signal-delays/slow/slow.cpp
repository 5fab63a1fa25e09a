// Naive O(n^2) Dijkstra: pick the closest unfinished station by scanning all stations.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<vector<pair<int, int>>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v, w;
        scanf("%d %d %d", &u, &v, &w);
        adj[u].push_back({v, w});
    }
    int s, q;
    scanf("%d %d", &s, &q);
    const long long INF = LLONG_MAX;
    vector<long long> dist(n, INF);
    vector<char> done(n, 0);
    dist[s] = 0;
    for (int it = 0; it < n; it++) {
        int x = -1;
        for (int v = 0; v < n; v++)
            if (!done[v] && dist[v] != INF && (x < 0 || dist[v] < dist[x])) x = v;
        if (x < 0) break;
        done[x] = 1;
        for (auto [y, w] : adj[x])
            if (dist[x] + w < dist[y]) dist[y] = dist[x] + w;
    }
    for (int i = 0; i < q; i++) {
        int t;
        scanf("%d", &t);
        printf("%lld\n", dist[t] == INF ? -1LL : dist[t]);
    }
    return 0;
}
