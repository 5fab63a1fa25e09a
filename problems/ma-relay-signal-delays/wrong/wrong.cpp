// Parallel links collapsed wrongly: the learner stores links in a map keyed by (u, v) to drop
// duplicates, and a later link overwrites an earlier, possibly cheaper one.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    map<pair<int, int>, int> link;
    for (int i = 0; i < m; i++) {
        int u, v, w;
        scanf("%d %d %d", &u, &v, &w);
        link[{u, v}] = w;
    }
    vector<vector<pair<int, int>>> adj(n);
    for (auto& [uv, w] : link) adj[uv.first].push_back({uv.second, w});
    int s, q;
    scanf("%d %d", &s, &q);
    vector<long long> dist(n, -1);
    vector<char> done(n, 0);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> pq;
    dist[s] = 0;
    pq.push({0, s});
    while (!pq.empty()) {
        auto [d, x] = pq.top();
        pq.pop();
        if (done[x]) continue;
        done[x] = 1;
        for (auto [y, w] : adj[x])
            if (dist[y] == -1 || d + w < dist[y]) {
                dist[y] = d + w;
                pq.push({dist[y], y});
            }
    }
    for (int i = 0; i < q; i++) {
        int t;
        scanf("%d", &t);
        printf("%lld\n", dist[t]);
    }
}
