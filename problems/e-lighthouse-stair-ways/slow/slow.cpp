// Naive: recompute the step-by-step recurrence from scratch for every query, O(t * max n).
#include <bits/stdc++.h>
using namespace std;

const int MOD = 1000000007;

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    for (int k = 0; k < t; k++) {
        int n;
        scanf("%d", &n);
        long long a = 1, b = 1;  // ways(0), ways(1)
        for (int i = 2; i <= n; i++) {
            long long c = (a + b) % MOD;
            a = b;
            b = c;
        }
        printf("%lld\n", n == 0 ? a : b);
    }
}
