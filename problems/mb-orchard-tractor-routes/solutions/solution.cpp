#include <bits/stdc++.h>
using namespace std;

static const int MOD = 1000000007;

// One-row DP: w[j] = routes to (row, j) = routes from above + routes from the left.
int countRoutes(const vector<string>& grid) {
    int r = grid.size(), c = grid[0].size();
    vector<int> w(c, 0);
    w[0] = 1;
    for (int i = 0; i < r; i++) {
        for (int j = 0; j < c; j++) {
            if (grid[i][j] == '#') {
                w[j] = 0;
            } else if (j > 0) {
                w[j] += w[j - 1];
                if (w[j] >= MOD) w[j] -= MOD;
            }
        }
    }
    return w[c - 1];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int r, c;
    cin >> r >> c;
    vector<string> grid(r);
    for (auto& row : grid) cin >> row;
    cout << countRoutes(grid) << "\n";
    return 0;
}
