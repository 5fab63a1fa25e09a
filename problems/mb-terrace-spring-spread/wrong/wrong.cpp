// Learner's misreading: water is spread to all 8 surrounding plots (diagonals too), not only
// north, south, east and west, so it slips between rocks that touch only at a corner.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int r, c;
    cin >> r >> c;
    vector<string> grid(r);
    for (auto& row : grid) cin >> row;
    vector<int> dist(r * c, -1);
    vector<int> q;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            if (grid[i][j] == 'S') {
                dist[i * c + j] = 0;
                q.push_back(i * c + j);
            }
    for (size_t h = 0; h < q.size(); h++) {
        int i = q[h] / c, j = q[h] % c;
        for (int di = -1; di <= 1; di++)
            for (int dj = -1; dj <= 1; dj++) {
                if (di == 0 && dj == 0) continue;
                int ni = i + di, nj = j + dj;
                if (ni < 0 || nj < 0 || ni >= r || nj >= c) continue;
                if (grid[ni][nj] == '#' || dist[ni * c + nj] != -1) continue;
                dist[ni * c + nj] = dist[q[h]] + 1;
                q.push_back(ni * c + nj);
            }
    }
    int best = 0;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            if (grid[i][j] == '.') {
                if (dist[i * c + j] == -1) {
                    cout << -1 << "\n";
                    return 0;
                }
                best = max(best, dist[i * c + j]);
            }
    cout << best << "\n";
    return 0;
}
