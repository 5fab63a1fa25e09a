#include <bits/stdc++.h>
using namespace std;

// adj[u] lists the intersections reachable from u by one street.
// Return {number of districts, size of the largest district}.
pair<int, int> countDistricts(int n, const vector<vector<int>>& adj) {
    // TODO: implement
    return {0, 0};
}

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<vector<int>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        adj[u].push_back(v);
    }
    pair<int, int> res = countDistricts(n, adj);
    printf("%d %d\n", res.first, res.second);
    return 0;
}
