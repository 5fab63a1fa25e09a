#include <bits/stdc++.h>
using namespace std;

// grid[i][j] is '1' for an open vent. Pressing (i, j) toggles it and its up/down/left/right
// neighbours. Return the fewest presses that close every vent, or -1 if that is impossible.
int fewestPresses(const vector<string>& grid) {
    // TODO: write your solution here
    return -1;
}

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<string> grid(r);
    char buf[32];
    for (int i = 0; i < r; i++) { scanf("%31s", buf); grid[i] = buf; }
    printf("%d\n", fewestPresses(grid));
    return 0;
}
