#include <bits/stdc++.h>
using namespace std;

// grid[i][j] is '.' (gravel), '#' (hedge, one cut to enter) or 'X' (stone, never enter).
// Return the minimum number of cuts from (0, 0) to (r - 1, c - 1), or -1 if impossible.
int minHedgeCuts(const vector<string>& grid) {
    // TODO: write your solution here
    return -1;
}

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<string> grid(r);
    static char line[1100];
    for (int i = 0; i < r; i++) {
        scanf("%s", line);
        grid[i] = line;
    }
    printf("%d\n", minHedgeCuts(grid));
    return 0;
}
