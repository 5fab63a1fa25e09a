// Naive: at every step scan all jobs for the smallest free one. Correct but O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<vector<int>> adj(n);
    vector<int> indeg(n, 0);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        adj[u].push_back(v);
        indeg[v]++;
    }
    vector<char> done(n, 0);
    vector<int> order;
    for (int step = 0; step < n; step++) {
        int pick = -1;
        for (int v = 0; v < n; v++)
            if (!done[v] && indeg[v] == 0) { pick = v; break; }
        if (pick < 0) break;
        done[pick] = 1;
        order.push_back(pick);
        for (int y : adj[pick]) indeg[y]--;
    }
    if ((int)order.size() < n) { printf("IMPOSSIBLE\n"); return 0; }
    for (int i = 0; i < n; i++) printf("%d%c", order[i], i + 1 < n ? ' ' : '\n');
    return 0;
}
