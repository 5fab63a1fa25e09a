#include <bits/stdc++.h>
using namespace std;

// h[i][j] is the height of cell (i, j). Return {number of cells of the longest strictly
// ascending route, number of such routes modulo 1 000 000 007}.
pair<int, long long> longestAscents(const vector<vector<int>>& h) {
    // TODO: write your solution here
    return {0, 0};
}

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<vector<int>> h(r, vector<int>(c));
    for (auto& row : h)
        for (auto& x : row) scanf("%d", &x);
    pair<int, long long> ans = longestAscents(h);
    printf("%d %lld\n", ans.first, ans.second);
    return 0;
}
