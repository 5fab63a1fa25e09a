#include <bits/stdc++.h>
using namespace std;

struct Ferry {
    int to, cross, period;  // crossing time; departures at 0, period, 2 * period, ...
};

// Return the earliest arrival time at every island (island 0: 0), or -1 for islands that cannot
// be reached.
vector<long long> earliestArrivals(int n, const vector<vector<Ferry>>& adj) {
    // TODO: write your solution here
    return vector<long long>(n, -1);
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
