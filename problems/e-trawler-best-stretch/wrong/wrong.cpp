// Learner's mistake: the running totals are kept in 32-bit ints. A run of a few large days passes
// 2^31 - 1 and wraps around to a negative number, so the best run is lost.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int cur = 0, best = INT_MIN;
    for (int i = 0; i < n; i++) {
        int v;
        scanf("%d", &v);
        cur = max(cur, 0) + v;
        best = max(best, cur);
    }
    printf("%d\n", best);
    return 0;
}
