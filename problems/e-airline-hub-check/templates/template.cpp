#include <bits/stdc++.h>
using namespace std;

// adj[x] lists the airports that have a direct route to airport x (routes work both ways).
// Airports are numbered 0..n-1. Return the hub if the network is a pure hub-and-spoke
// network, otherwise -1.
int findHub(int n, const vector<vector<int>>& adj) {
    // TODO: write your solution here
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<int>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v;
        cin >> u >> v;
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    cout << findHub(n, adj) << "\n";
    return 0;
}
