// Naive: from every starting pane, extend the stretch while it has at most k colours.
// Correct, but O(n^2) when long stretches are valid.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<int> g(n);
    for (auto& x : g) scanf("%d", &x);
    int bestLen = 0, bestStart = 0;
    unordered_map<int, int> seen;
    for (int start = 0; start < n; start++) {
        seen.clear();
        int end = start;
        while (end < n) {
            seen[g[end]]++;
            if ((int)seen.size() > k) break;
            end++;
        }
        if (end - start > bestLen) {
            bestLen = end - start;
            bestStart = start;
        }
    }
    printf("%d %d\n", bestLen, bestStart + 1);
    return 0;
}
