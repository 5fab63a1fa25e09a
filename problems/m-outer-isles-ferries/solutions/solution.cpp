#include <bits/stdc++.h>
using namespace std;

struct Ferry {
    int to, cross, period;
};

// Dijkstra on arrival times. Leaving later never lets you arrive earlier (waiting for the next
// departure only pushes the arrival back), so the first time an island is settled is optimal.
vector<long long> earliestArrivals(int n, const vector<vector<Ferry>>& adj) {
    vector<long long> best(n, LLONG_MAX);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> pq;
    best[0] = 0;
    pq.push({0, 0});
    while (!pq.empty()) {
        auto [t, x] = pq.top();
        pq.pop();
        if (t != best[x]) continue;
        for (const Ferry& f : adj[x]) {
            long long depart = (t + f.period - 1) / f.period * f.period;
            long long arrive = depart + f.cross;
            if (arrive < best[f.to]) {
                best[f.to] = arrive;
                pq.push({arrive, f.to});
            }
        }
    }
    for (auto& b : best)
        if (b == LLONG_MAX) b = -1;
    return best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<Ferry>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v, t, p;
        cin >> u >> v >> t >> p;
        adj[u].push_back({v, t, p});
        adj[v].push_back({u, t, p});
    }
    vector<long long> best = earliestArrivals(n, adj);
    string out;
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(best[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
