#include <bits/stdc++.h>
using namespace std;

// roof[i][j] is '.' (free) or '#' (blocked). Return {L, count}: the largest side L of a free
// square aligned with the grid and the number of its positions; {0, 0} if no cell is free.
pair<int, long long> largestArray(const vector<string>& roof) {
    // TODO: write your solution here
    return {0, 0};
}

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<string> roof(r);
    static char row[1024];
    for (auto& s : roof) { scanf("%1000s", row); s = row; }
    auto [L, count] = largestArray(roof);
    printf("%d %lld\n", L, count);
    return 0;
}
