// Naive: from every start, walk up while the track rises, then down while it falls. O(n^2) on a
// long climb, where every start walks all the way up and down again.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> h(n);
    for (auto& x : h) scanf("%d", &x);
    int best = 0;
    for (int i = 0; i < n; i++) {
        int j = i;
        while (j + 1 < n && h[j] < h[j + 1]) j++;
        if (j == i) continue;
        int peak = j;
        while (j + 1 < n && h[j] > h[j + 1]) j++;
        if (j > peak) best = max(best, j - i + 1);
    }
    printf("%d\n", best);
}
