#include <bits/stdc++.h>
using namespace std;

// adj[x] lists the islands reachable from island x by one ferry route (routes work both ways,
// so every route appears in the lists of both its islands). Islands are numbered 0..n-1.
// Return true if a parcel can travel from island s to island t.
bool canDeliver(int n, const vector<vector<int>>& adj, int s, int t) {
    // TODO: write your solution here
    return false;
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
    int s, t;
    cin >> s >> t;
    cout << (canDeliver(n, adj, s, t) ? "YES" : "NO") << "\n";
    return 0;
}
