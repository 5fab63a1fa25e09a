#include <bits/stdc++.h>
using namespace std;

// adj[u] lists {v, w}: a street between u and v that takes w minutes. Return {fastest time from
// intersection 0 to n - 1, number of fastest routes modulo 1 000 000 007}, or {-1, 0} if n - 1
// cannot be reached.
pair<long long, long long> fastestRoutes(int n, const vector<vector<pair<int, int>>>& adj) {
    // TODO: write your solution here
    return {-1, 0};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<pair<int, int>>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v, w;
        cin >> u >> v >> w;
        adj[u].push_back({v, w});
        adj[v].push_back({u, w});
    }
    auto [d, ways] = fastestRoutes(n, adj);
    if (d < 0) cout << -1 << "\n";
    else cout << d << " " << ways << "\n";
    return 0;
}
