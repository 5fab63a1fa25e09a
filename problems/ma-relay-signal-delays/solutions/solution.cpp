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
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> pq;
    dist[s] = 0;
    pq.push({0, s});
    while (!pq.empty()) {
        auto [d, x] = pq.top();
        pq.pop();
        if (d != dist[x]) continue;
        for (auto [y, w] : adj[x])
            if (d + w < dist[y]) {
                dist[y] = d + w;
                pq.push({dist[y], y});
            }
    }
    string out;
    for (int i = 0; i < q; i++) {
        int t;
        scanf("%d", &t);
        out += to_string(dist[t] == INF ? -1 : dist[t]);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
