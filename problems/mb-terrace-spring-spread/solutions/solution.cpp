#include <bits/stdc++.h>
using namespace std;

// Multi-source BFS from all springs at once; the answer is the largest distance to a soil plot.
int minutesToSoak(const vector<string>& grid) {
    int r = grid.size(), c = grid[0].size();
    vector<int> dist(r * c, -1);
    vector<int> q;
    q.reserve(r * c);
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            if (grid[i][j] == 'S') {
                dist[i * c + j] = 0;
                q.push_back(i * c + j);
            }
    const int di[4] = {-1, 1, 0, 0}, dj[4] = {0, 0, -1, 1};
    for (size_t h = 0; h < q.size(); h++) {
        int i = q[h] / c, j = q[h] % c;
        for (int d = 0; d < 4; d++) {
            int ni = i + di[d], nj = j + dj[d];
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
                if (dist[i * c + j] == -1) return -1;
                best = max(best, dist[i * c + j]);
            }
    return best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int r, c;
    cin >> r >> c;
    vector<string> grid(r);
    for (auto& row : grid) cin >> row;
    cout << minutesToSoak(grid) << "\n";
    return 0;
}
