#include <bits/stdc++.h>
using namespace std;

// grid[i][j] is 'S' (the robot, exactly one), 'T' (a dock), '#' (a shelf) or '.' (free floor).
// Return the minimum number of moves from S to any dock, or -1 if no dock can be reached.
int nearestDock(const vector<string>& grid) {
    // TODO: implement
    return 0;
}

int main() {
    int r, c;
    if (!(cin >> r >> c)) return 0;
    vector<string> grid(r);
    for (auto &row : grid) cin >> row;
    printf("%d\n", nearestDock(grid));
    return 0;
}
