#include <bits/stdc++.h>
using namespace std;

// Return {length of the longest lull, time at which it starts} (earliest start on ties).
pair<int, int> longestLull(vector<int>& times) {
    // TODO: write your solution here
    return {0, 0};
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> times(n);
    for (auto& x : times) scanf("%d", &x);
    pair<int, int> ans = longestLull(times);
    printf("%d %d\n", ans.first, ans.second);
    return 0;
}
