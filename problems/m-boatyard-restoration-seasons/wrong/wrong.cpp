// Learner's mistake: a breadth-first search from all jobs without prerequisites gives every job
// the season in which it is FIRST reached (the shortest chain), not the longest chain of rules
// behind it. Cycles are still detected with Kahn's algorithm.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<vector<int>> after(n);
    vector<int> indeg(n, 0);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        after[u].push_back(v);
        indeg[v]++;
    }
    vector<int> deg = indeg, q;
    for (int v = 0; v < n; v++)
        if (deg[v] == 0) q.push_back(v);
    for (size_t h = 0; h < q.size(); h++)
        for (int v : after[q[h]])
            if (--deg[v] == 0) q.push_back(v);
    if ((int)q.size() < n) {
        printf("-1\n");
        return 0;
    }
    vector<int> season(n, 0), bfs;
    for (int v = 0; v < n; v++)
        if (indeg[v] == 0) {
            season[v] = 1;
            bfs.push_back(v);
        }
    int best = 0;
    for (size_t h = 0; h < bfs.size(); h++) {
        int u = bfs[h];
        best = max(best, season[u]);
        for (int v : after[u])
            if (season[v] == 0) {
                season[v] = season[u] + 1;
                bfs.push_back(v);
            }
    }
    printf("%d\n", best);
    return 0;
}
