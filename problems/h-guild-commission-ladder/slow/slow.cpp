// Naive greedy: in every round scan all commissions for the affordable, untaken one with the
// largest profit. O(n * k).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    long long w;
    if (scanf("%d %d %lld", &n, &k, &w) != 3) return 0;
    vector<long long> c(n), p(n);
    for (auto& x : c) scanf("%lld", &x);
    for (auto& x : p) scanf("%lld", &x);
    vector<char> used(n, 0);
    int taken = 0;
    for (int round = 0; round < k; round++) {
        int best = -1;
        for (int i = 0; i < n; i++)
            if (!used[i] && c[i] <= w && (best < 0 || p[i] > p[best])) best = i;
        if (best < 0) break;
        used[best] = 1;
        w += p[best];
        taken++;
    }
    printf("%lld %d\n", w, taken);
}
