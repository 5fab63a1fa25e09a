#include <bits/stdc++.h>
using namespace std;

// adj[u] lists the plots that share a border with plot u (each border appears in both lists).
// Return the plan as a string of n letters 'W' (wheat) / 'B' (barley) in which the
// smallest-numbered plot of every connected group is 'W', or "" if no valid plan exists.
string plantPlan(int n, const vector<vector<int>>& adj) {
    // TODO: implement
    return "";
}

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<vector<int>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    string plan = plantPlan(n, adj);
    printf("%s\n", plan.empty() ? "IMPOSSIBLE" : plan.c_str());
    return 0;
}
