#include <bits/stdc++.h>
using namespace std;

// adj[x] lists the substations joined to substation x by an intact line (lines work both ways;
// a line may be listed more than once, and a "line" from a substation to itself can appear).
// Substations are numbered 0..n-1. Return the number of separate powered islands.
int countIslands(int n, const vector<vector<int>>& adj) {
    // TODO: write your solution here
    return 0;
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
    cout << countIslands(n, adj) << "\n";
    return 0;
}
