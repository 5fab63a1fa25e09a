// Mistake: a plain greedy walk. It checks the degrees, then always follows the smallest unused
// track and never backs up, so it can run into a dead end with tracks left over (and then
// wrongly reports -1) although a run exists.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<vector<int>> adj(n);
    vector<int> outdeg(n, 0), indeg(n, 0);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        adj[u].push_back(v);
        outdeg[u]++;
        indeg[v]++;
    }
    int ends = 0;
    for (int x = 0; x < n; x++) {
        int d = outdeg[x] - indeg[x];
        if (x == 0) {
            if (d != 0 && d != 1) { puts("-1"); return 0; }
        } else if (d == -1) ends++;
        else if (d != 0) { puts("-1"); return 0; }
    }
    if (outdeg[0] - indeg[0] != ends) { puts("-1"); return 0; }
    for (auto& l : adj) sort(l.rbegin(), l.rend());
    vector<int> route(1, 0);
    int cur = 0;
    while (!adj[cur].empty()) {
        int nx = adj[cur].back();
        adj[cur].pop_back();
        route.push_back(nx);
        cur = nx;
    }
    if ((int)route.size() != m + 1) { puts("-1"); return 0; }
    for (int i = 0; i <= m; i++) printf(i ? " %d" : "%d", route[i]);
    printf("\n");
    return 0;
}
