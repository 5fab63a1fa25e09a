#include <bits/stdc++.h>
using namespace std;

// grid[i][j] is '#' (dry) or '.' (flooded).
// Return {number of dry patches, size of the largest dry patch}.
pair<int, int> surveyPatches(const vector<string>& grid) {
    // TODO: implement
    return {0, 0};
}

int main() {
    int r, c;
    if (!(cin >> r >> c)) return 0;
    vector<string> grid(r);
    for (auto &row : grid) cin >> row;
    pair<int, int> ans = surveyPatches(grid);
    printf("%d %d\n", ans.first, ans.second);
    return 0;
}
