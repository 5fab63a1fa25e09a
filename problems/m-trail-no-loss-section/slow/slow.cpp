// Naive: for every start i, look for the farthest end j from the right and stop at the first
// j with e[j] >= e[i]. O(n^2) when the trail keeps falling (no end is ever found).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> e(n);
    for (auto& x : e) scanf("%d", &x);
    int best = 0;
    for (int i = 0; i < n; i++) {
        for (int j = n - 1; j > i; j--) {
            if (e[j] >= e[i]) {
                best = max(best, j - i);
                break;
            }
        }
    }
    printf("%d\n", best);
}
