#include <bits/stdc++.h>
using namespace std;

// Dijkstra over states (town, litres in the tank). From a state the barge can buy one litre (cost:
// the town's price) or sail a canal that needs no more diesel than it carries (cost 0).
long long cheapestTrip(int n, int cap, const vector<int>& price, const vector<vector<pair<int, int>>>& adj) {
    int S = cap + 1;
    vector<long long> dist((size_t)n * S, LLONG_MAX);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> pq;
    dist[0] = 0;
    pq.push({0, 0});
    while (!pq.empty()) {
        auto [d, state] = pq.top();
        pq.pop();
        if (d != dist[state]) continue;
        int town = state / S, fuel = state % S;
        if (town == n - 1) return d;
        if (fuel < cap && d + price[town] < dist[state + 1]) {
            dist[state + 1] = d + price[town];
            pq.push({dist[state + 1], state + 1});
        }
        for (auto [next, need] : adj[town]) {
            if (need > fuel) continue;
            int to = next * S + fuel - need;
            if (d < dist[to]) {
                dist[to] = d;
                pq.push({d, to});
            }
        }
    }
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m, cap;
    cin >> n >> m >> cap;
    vector<int> price(n);
    for (auto& p : price) cin >> p;
    vector<vector<pair<int, int>>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v, d;
        cin >> u >> v >> d;
        adj[u].push_back({v, d});
        adj[v].push_back({u, d});
    }
    cout << cheapestTrip(n, cap, price, adj) << "\n";
    return 0;
}
