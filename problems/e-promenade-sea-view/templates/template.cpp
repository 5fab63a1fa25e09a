#include <bits/stdc++.h>
using namespace std;

// heights[i] is the height of block i, from west to east; the sea is east of the last block.
// Return how many blocks are strictly taller than every block east of them.
int countSeaViews(const vector<int>& heights) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> heights(n);
    for (auto& x : heights) scanf("%d", &x);
    printf("%d\n", countSeaViews(heights));
    return 0;
}
