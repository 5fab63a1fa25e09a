// Naive: Bellman-Ford style relaxation. Sweep all cells in reading order, relaxing from every
// neighbour, until a sweep changes nothing. Correct, but a corridor that runs left or up only
// advances one cell per sweep: O((r * c)^2) in the worst case.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<string> g(r);
    static char line[1100];
    for (int i = 0; i < r; i++) {
        scanf("%s", line);
        g[i] = line;
    }
    if (g[0][0] == 'X' || g[r - 1][c - 1] == 'X') {
        printf("-1\n");
        return 0;
    }
    const int INF = INT_MAX / 2;
    vector<vector<int>> d(r, vector<int>(c, INF));
    d[0][0] = g[0][0] == '#' ? 1 : 0;
    bool changed = true;
    while (changed) {
        changed = false;
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++) {
                if (g[i][j] == 'X') continue;
                int w = g[i][j] == '#' ? 1 : 0;
                int best = d[i][j];
                if (i > 0) best = min(best, d[i - 1][j] + w);
                if (i + 1 < r) best = min(best, d[i + 1][j] + w);
                if (j > 0) best = min(best, d[i][j - 1] + w);
                if (j + 1 < c) best = min(best, d[i][j + 1] + w);
                if (best < d[i][j]) {
                    d[i][j] = best;
                    changed = true;
                }
            }
    }
    int ans = d[r - 1][c - 1];
    printf("%d\n", ans >= INF ? -1 : ans);
    return 0;
}
