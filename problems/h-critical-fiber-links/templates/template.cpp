#include <bits/stdc++.h>
using namespace std;

// n sites, cables[i] = {u, v}. adj[v] lists pairs {neighbour, cable index}.
// Return every critical cable as {a, b} with a < b, sorted ascending.
vector<pair<int, int>> criticalCables(int n, const vector<pair<int, int>>& cables,
                                      const vector<vector<pair<int, int>>>& adj) {
    // TODO: implement
    return {};
}

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<pair<int, int>> cables(m);
    vector<vector<pair<int, int>>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        cables[i] = {u, v};
        adj[u].push_back({v, i});
        adj[v].push_back({u, i});
    }
    vector<pair<int, int>> res = criticalCables(n, cables, adj);
    string out = to_string(res.size()) + "\n";
    for (auto &b : res) out += to_string(b.first) + " " + to_string(b.second) + "\n";
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
