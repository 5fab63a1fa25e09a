#include <bits/stdc++.h>
using namespace std;

// colours[i] is the colour of pane i + 1. Return {length, first pane (1-based)} of the longest
// stretch with at most k different colours; the leftmost one if several are equally long.
pair<int, int> longestStretch(const vector<int>& colours, int k) {
    // TODO: write your solution here
    return {0, 1};
}

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<int> colours(n);
    for (auto& x : colours) scanf("%d", &x);
    pair<int, int> ans = longestStretch(colours, k);
    printf("%d %d\n", ans.first, ans.second);
    return 0;
}
