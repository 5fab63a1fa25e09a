// Naive: start with length 1 everywhere and relax "len[v] = 1 + len[higher neighbour]" over the
// whole grid until nothing changes. O(r * c * answer).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<vector<long long>> h(r, vector<long long>(c));
    for (auto &row : h)
        for (auto &x : row) scanf("%lld", &x);
    vector<vector<int>> len(r, vector<int>(c, 1));
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    bool changed = true;
    while (changed) {
        changed = false;
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++)
                for (int d = 0; d < 4; d++) {
                    int ni = i + dr[d], nj = j + dc[d];
                    if (ni < 0 || ni >= r || nj < 0 || nj >= c) continue;
                    if (h[ni][nj] > h[i][j] && len[ni][nj] + 1 > len[i][j]) { len[i][j] = len[ni][nj] + 1; changed = true; }
                }
    }
    int best = 0;
    for (auto &row : len)
        for (int x : row) best = max(best, x);
    printf("%d\n", best);
    return 0;
}
