// Learner's mistake: a grid DP that only ever moves right or down, as in "count the paths"
// problems. Routes that must double back up or to the left around stone walls are missed.
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
    const int INF = INT_MAX / 2;
    vector<vector<int>> d(r, vector<int>(c, INF));
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (g[i][j] == 'X') continue;
            int w = g[i][j] == '#' ? 1 : 0;
            if (i == 0 && j == 0) {
                d[i][j] = w;
                continue;
            }
            int best = INF;
            if (i > 0) best = min(best, d[i - 1][j]);
            if (j > 0) best = min(best, d[i][j - 1]);
            if (best < INF) d[i][j] = best + w;
        }
    printf("%d\n", d[r - 1][c - 1] >= INF ? -1 : d[r - 1][c - 1]);
    return 0;
}
