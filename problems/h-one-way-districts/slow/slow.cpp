// Naive: for every unassigned intersection, a forward BFS and a backward BFS; their
// intersection is its district. O(#districts * (n + m)).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<vector<int>> g(n), r(n);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        g[u].push_back(v);
        r[v].push_back(u);
    }
    vector<int> comp(n, -1);
    vector<char> fw(n), bw(n);
    vector<int> q(n);
    auto bfs = [&](int s, const vector<vector<int>>& adj, vector<char>& seen) {
        fill(seen.begin(), seen.end(), 0);
        int h = 0, t = 0;
        q[t++] = s;
        seen[s] = 1;
        while (h < t) {
            int v = q[h++];
            for (int to : adj[v]) if (!seen[to]) { seen[to] = 1; q[t++] = to; }
        }
    };
    int count = 0, largest = 0;
    for (int s = 0; s < n; s++) {
        if (comp[s] != -1) continue;
        bfs(s, g, fw);
        bfs(s, r, bw);
        int size = 0;
        for (int v = 0; v < n; v++) if (fw[v] && bw[v]) { comp[v] = count; size++; }
        largest = max(largest, size);
        count++;
    }
    printf("%d %d\n", count, largest);
    return 0;
}
