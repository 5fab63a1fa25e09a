#include <bits/stdc++.h>
using namespace std;

// grid[i][j] is the net yield of row i + 1, column j + 1. Each query is {r1, c1, r2, c2}
// (1-based, inclusive). Return the total net yield of every queried block, in order.
vector<long long> blockTotals(const vector<vector<long long>>& grid, const vector<array<int, 4>>& queries) {
    // TODO: write your solution here
    return vector<long long>(queries.size(), 0);
}

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<vector<long long>> grid(r, vector<long long>(c));
    for (auto& row : grid)
        for (auto& x : row) scanf("%lld", &x);
    int q;
    scanf("%d", &q);
    vector<array<int, 4>> queries(q);
    for (auto& b : queries) scanf("%d %d %d %d", &b[0], &b[1], &b[2], &b[3]);
    vector<long long> ans = blockTotals(grid, queries);
    string out;
    for (long long v : ans) out += to_string(v) + "\n";
    fputs(out.c_str(), stdout);
    return 0;
}
