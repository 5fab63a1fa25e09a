#include <bits/stdc++.h>
using namespace std;

// Naive: Dijkstra over the states (town, litres) without a heap: every step scans all states for
// the closest unfinished one. Correct, but O(V^2) for V = n * (C + 1) states.
int main() {
    int n, m, cap;
    if (scanf("%d %d %d", &n, &m, &cap) != 3) return 0;
    vector<int> price(n);
    for (auto& p : price) scanf("%d", &p);
    vector<vector<pair<int, int>>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v, d;
        scanf("%d %d %d", &u, &v, &d);
        adj[u].push_back({v, d});
        adj[v].push_back({u, d});
    }
    int S = cap + 1, V = n * S;
    const long long INF = LLONG_MAX;
    vector<long long> dist(V, INF);
    vector<char> done(V, 0);
    dist[0] = 0;
    long long answer = -1;
    for (int step = 0; step < V; step++) {
        int best = -1;
        for (int x = 0; x < V; x++)
            if (!done[x] && dist[x] != INF && (best < 0 || dist[x] < dist[best])) best = x;
        if (best < 0) break;
        done[best] = 1;
        int town = best / S, fuel = best % S;
        if (town == n - 1) { answer = dist[best]; break; }
        if (fuel < cap) dist[best + 1] = min(dist[best + 1], dist[best] + price[town]);
        for (auto [next, need] : adj[town])
            if (need <= fuel) dist[next * S + fuel - need] = min(dist[next * S + fuel - need], dist[best]);
    }
    printf("%lld\n", answer);
    return 0;
}
