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
    vector<int> season(n, 1), queue;
    queue.reserve(n);
    for (int v = 0; v < n; v++)
        if (indeg[v] == 0) queue.push_back(v);
    int best = 0;
    for (size_t head = 0; head < queue.size(); head++) {
        int u = queue[head];
        best = max(best, season[u]);
        for (int v : after[u]) {
            season[v] = max(season[v], season[u] + 1);
            if (--indeg[v] == 0) queue.push_back(v);
        }
    }
    printf("%d\n", (int)queue.size() < n ? -1 : best);
    return 0;
}
