#include <bits/stdc++.h>
using namespace std;

// Naive minute-by-minute simulation: every minute, scan the whole grid and wet the dry neighbours
// of plots that were wet before this minute. Correct, but O(minutes * r * c).
int minutesToSoak(const vector<string>& grid) {
    int r = grid.size(), c = grid[0].size();
    vector<string> g = grid;  // 'S' = wet
    int minutes = 0;
    while (true) {
        vector<string> next = g;
        bool changed = false;
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++) {
                if (g[i][j] != '.') continue;
                bool wet = (i > 0 && g[i - 1][j] == 'S') || (i + 1 < r && g[i + 1][j] == 'S') ||
                           (j > 0 && g[i][j - 1] == 'S') || (j + 1 < c && g[i][j + 1] == 'S');
                if (wet) {
                    next[i][j] = 'S';
                    changed = true;
                }
            }
        if (!changed) break;
        g.swap(next);
        minutes++;
    }
    for (auto& row : g)
        if (row.find('.') != string::npos) return -1;
    return minutes;
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
