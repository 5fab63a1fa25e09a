// Naive O(n^2): for every pedal, multiply all the other gains from scratch.
#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> g(n);
    for (auto &x : g) {
        scanf("%lld", &x);
        x = ((x % MOD) + MOD) % MOD;
    }
    for (int i = 0; i < n; i++) {
        long long p = 1;
        for (int j = 0; j < n; j++)
            if (j != i) p = p * g[j] % MOD;
        printf("%lld%c", p, i + 1 < n ? ' ' : '\n');
    }
    return 0;
}
