#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> c(n);
    for (auto& x : c) scanf("%lld", &x);
    // best[p] = cheapest total toll to stand on position p; position -1 is the near bank,
    // position n the far bank. Keep only the last two values.
    // best[-1] = 0, best[0] = c[0], best[p] = c[p] + min(best[p-1], best[p-2])
    long long prev2 = 0;     // best[p-2], starting with best[-1]
    long long prev1 = c[0];  // best[p-1], starting with best[0]
    for (int p = 1; p < n; p++) {
        long long cur = c[p] + min(prev1, prev2);
        prev2 = prev1;
        prev1 = cur;
    }
    // the far bank n is reached from n-1 or n-2 (for n = 1, n-2 is the near bank)
    long long ans = min(prev1, prev2);
    printf("%lld\n", ans);
}
