// Misread output format: the learner prints each critical cable as (DFS parent, child) instead
// of (smaller, larger) and sorts those pairs, so a cable found from its larger end comes out reversed.
#include <bits/stdc++.h>
using namespace std;

int n, m, timer_ = 0;
vector<vector<pair<int, int>>> adj;  // (neighbour, cable id)
vector<int> tin, low;
vector<pair<int, int>> bridges;

void dfs(int v, int viaEdge) {
    tin[v] = low[v] = timer_++;
    for (auto [to, id] : adj[v]) {
        if (id == viaEdge) continue;
        if (tin[to] != -1) {
            low[v] = min(low[v], tin[to]);
        } else {
            dfs(to, id);
            low[v] = min(low[v], low[to]);
            if (low[to] > tin[v]) bridges.push_back({v, to});
        }
    }
}

int main() {
    if (scanf("%d %d", &n, &m) != 2) return 0;
    adj.assign(n, {});
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        adj[u].push_back({v, i});
        adj[v].push_back({u, i});
    }
    tin.assign(n, -1);
    low.assign(n, 0);
    for (int v = 0; v < n; v++)
        if (tin[v] == -1) dfs(v, -1);
    sort(bridges.begin(), bridges.end());
    printf("%d\n", (int)bridges.size());
    for (auto& b : bridges) printf("%d %d\n", b.first, b.second);
}
