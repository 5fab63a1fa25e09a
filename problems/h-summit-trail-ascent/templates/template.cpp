#include <bits/stdc++.h>
using namespace std;

// h[i][j] is the elevation of cell (i, j). Return the number of cells on the longest trail that
// moves between side-adjacent cells and is strictly ascending.
// Careful: trails can be 250000 cells long, so deep recursion may overflow the stack.
int longestAscent(const vector<vector<long long>>& h) {
    // TODO: implement
    return 0;
}

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<vector<long long>> h(r, vector<long long>(c));
    for (auto &row : h)
        for (auto &x : row) scanf("%lld", &x);
    printf("%d\n", longestAscent(h));
    return 0;
}
