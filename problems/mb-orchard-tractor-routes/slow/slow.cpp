#include <bits/stdc++.h>
using namespace std;

static const int MOD = 1000000007;

// Naive recursion without memoisation: enumerates every route one by one.
// Correct, but exponential in r + c.
static const vector<string>* G;
static int R, C;
static long long go(int i, int j) {
    if (i >= R || j >= C || (*G)[i][j] == '#') return 0;
    if (i == R - 1 && j == C - 1) return 1;
    return (go(i + 1, j) + go(i, j + 1)) % MOD;
}

int countRoutes(const vector<string>& grid) {
    G = &grid;
    R = grid.size();
    C = grid[0].size();
    return (int)go(0, 0);
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
