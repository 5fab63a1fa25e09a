#include <bits/stdc++.h>
using namespace std;

// grid cells: 'S' spring, '.' dry soil, '#' rock. Return the minutes until every soil plot is wet,
// or -1 if some soil plot is never reached.
int minutesToSoak(const vector<string>& grid) {
    // TODO: spread the water from the springs
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int r, c;
    cin >> r >> c;
    vector<string> grid(r);
    for (auto& row : grid) cin >> row;
    cout << minutesToSoak(grid) << "\n";
    return 0;
}
