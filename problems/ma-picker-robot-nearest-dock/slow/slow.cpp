// Naive: relax every square from its neighbours, sweeping the whole map until nothing changes.
// Correct, but a winding corridor needs a huge number of sweeps.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<string> g(r);
    static char buf[1024];
    for (int i = 0; i < r; i++) { scanf("%s", buf); g[i] = buf; }
    const int INF = INT_MAX / 2;
    vector<vector<int>> d(r, vector<int>(c, INF));
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            if (g[i][j] == 'S') d[i][j] = 0;
    bool changed = true;
    while (changed) {
        changed = false;
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++) {
                if (g[i][j] == '#') continue;
                int best = d[i][j];
                if (i > 0) best = min(best, d[i - 1][j] + 1);
                if (i + 1 < r) best = min(best, d[i + 1][j] + 1);
                if (j > 0) best = min(best, d[i][j - 1] + 1);
                if (j + 1 < c) best = min(best, d[i][j + 1] + 1);
                if (best < d[i][j]) { d[i][j] = best; changed = true; }
            }
    }
    int ans = INF;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            if (g[i][j] == 'T') ans = min(ans, d[i][j]);
    printf("%d\n", ans >= INF ? -1 : ans);
    return 0;
}
