#include <bits/stdc++.h>
using namespace std;

// adj[x] lists the lofts reachable from loft x by one flight (every flight appears in the lists
// of both of its lofts). Return the fewest flights from s to t, or -1 if t cannot be reached.
int fewestFlights(const vector<vector<int>>& adj, int s, int t) {
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
    int s, t;
    cin >> s >> t;
    cout << fewestFlights(adj, s, t) << "\n";
    return 0;
}
