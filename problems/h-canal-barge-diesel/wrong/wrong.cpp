// Mistake: an off-by-one on the tank: it stops buying at cap - 1 litres ("fuel + 1 < cap"), so
// trips that need a completely full tank for some canal are missed or priced too high.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m, cap;
    scanf("%d %d %d", &n, &m, &cap);
    vector<int> price(n);
    for (auto& p : price) scanf("%d", &p);
    vector<vector<pair<int, int>>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v, d;
        scanf("%d %d %d", &u, &v, &d);
        adj[u].push_back({v, d});
        adj[v].push_back({u, d});
    }
    int S = cap + 1;
    vector<long long> dist((size_t)n * S, LLONG_MAX);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> pq;
    dist[0] = 0;
    pq.push({0, 0});
    while (!pq.empty()) {
        auto [d, s] = pq.top();
        pq.pop();
        if (d != dist[s]) continue;
        int town = s / S, fuel = s % S;
        if (town == n - 1) { printf("%lld\n", d); return 0; }
        if (fuel + 1 < cap && d + price[town] < dist[s + 1]) {
            dist[s + 1] = d + price[town];
            pq.push({dist[s + 1], s + 1});
        }
        for (auto [nx, need] : adj[town])
            if (need <= fuel && d < dist[nx * S + fuel - need]) {
                dist[nx * S + fuel - need] = d;
                pq.push({d, nx * S + fuel - need});
            }
    }
    printf("-1\n");
    return 0;
}
