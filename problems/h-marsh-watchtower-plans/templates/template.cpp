#include <bits/stdc++.h>
using namespace std;

// grid[r][c] is '.', '#' (marsh) or 'T' (an existing tower). Return the number of ways to have
// n towers in total, none seeing another along a row, column or diagonal, with no tower on marsh
// and every existing tower kept. Tip: row-by-row backtracking with bit masks.
long long countPlans(const vector<string>& grid) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<string> grid(n);
    for (auto& row : grid) {
        char buf[32];
        scanf("%31s", buf);
        row = buf;
    }
    printf("%lld\n", countPlans(grid));
    return 0;
}
