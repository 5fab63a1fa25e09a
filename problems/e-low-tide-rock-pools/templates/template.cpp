#include <bits/stdc++.h>
using namespace std;

// grid[i][j] is '.' (water) or '#' (rock). Return {number of rock pools, number of water cells
// in them}.
pair<int, int> rockPools(int r, int c, vector<string>& grid) {
    // TODO: write your solution here
    return {0, 0};
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
