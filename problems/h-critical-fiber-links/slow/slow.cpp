// Naive O(m * (n + m)): remove each cable in turn and check with a BFS whether its endpoints
// are still connected.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> eu(m), ev(m);
    vector<vector<pair<int, int>>> adj(n);
    for (int i = 0; i < m; i++) {
        scanf("%d %d", &eu[i], &ev[i]);
        adj[eu[i]].push_back({ev[i], i});
        adj[ev[i]].push_back({eu[i], i});
    }
    vector<pair<int, int>> bridges;
    vector<char> seen(n);
    vector<int> q(n);
    for (int e = 0; e < m; e++) {
        fill(seen.begin(), seen.end(), 0);
        int qh = 0, qt = 0;
        q[qt++] = eu[e];
        seen[eu[e]] = 1;
        while (qh < qt) {
            int v = q[qh++];
            for (auto [to, id] : adj[v])
                if (id != e && !seen[to]) { seen[to] = 1; q[qt++] = to; }
        }
        if (!seen[ev[e]]) bridges.push_back({min(eu[e], ev[e]), max(eu[e], ev[e])});
    }
    sort(bridges.begin(), bridges.end());
    printf("%zu\n", bridges.size());
    for (auto &b : bridges) printf("%d %d\n", b.first, b.second);
    return 0;
}
