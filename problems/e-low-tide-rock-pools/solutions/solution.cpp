#include <bits/stdc++.h>
using namespace std;

// Flood from every water cell on the border: that water drains. The water left unvisited forms
// the rock pools; a second flood fill counts them.
pair<int, int> rockPools(int r, int c, vector<string>& grid) {
    vector<char> seen(r * c, 0);
    vector<int> q;
    auto flood = [&](int start) {
        q.assign(1, start);
        seen[start] = 1;
        for (size_t h = 0; h < q.size(); h++) {
            int i = q[h] / c, j = q[h] % c;
            const int di[4] = {1, -1, 0, 0}, dj[4] = {0, 0, 1, -1};
            for (int d = 0; d < 4; d++) {
                int a = i + di[d], b = j + dj[d];
                if (a < 0 || a >= r || b < 0 || b >= c || grid[a][b] != '.' || seen[a * c + b]) continue;
                seen[a * c + b] = 1;
                q.push_back(a * c + b);
            }
        }
        return (int)q.size();
    };
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            if ((i == 0 || j == 0 || i == r - 1 || j == c - 1) && grid[i][j] == '.' && !seen[i * c + j])
                flood(i * c + j);
    int pools = 0, cells = 0;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            if (grid[i][j] == '.' && !seen[i * c + j]) {
                pools++;
                cells += flood(i * c + j);
            }
    return {pools, cells};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int r, c;
    cin >> r >> c;
    vector<string> grid(r);
    for (auto& row : grid) cin >> row;
    auto [pools, cells] = rockPools(r, c, grid);
    cout << pools << " " << cells << "\n";
    return 0;
}
