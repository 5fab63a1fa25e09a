#include <bits/stdc++.h>
using namespace std;

static const int MOD = 1000000007;

// grid[i][j] is '.' (open) or '#' (tree). Return the number of east/south routes from the
// top-left to the bottom-right cell, modulo 1000000007.
int countRoutes(const vector<string>& grid) {
    // TODO: count the routes
    return 0;
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
