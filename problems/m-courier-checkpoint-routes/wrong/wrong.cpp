// Learner's mistake: only checks that the checkpoint is not east of the destination (u <= x) and
// forgets the north side (v <= y). A checkpoint north of the destination then gets a nonzero count
// from a binomial with a negative part (here C(n, k) with k > n is taken as 1 by the loop below).
#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;
const int N = 1000000;

long long power(long long b, long long e) {
    long long r = 1;
    b %= MOD;
    while (e > 0) {
        if (e & 1) r = r * b % MOD;
        b = b * b % MOD;
        e >>= 1;
    }
    return r;
}

int main() {
    vector<long long> fact(N + 1), inv(N + 1);
    fact[0] = 1;
    for (int i = 1; i <= N; i++) fact[i] = fact[i - 1] * i % MOD;
    inv[N] = power(fact[N], MOD - 2);
    for (int i = N; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
    auto C = [&](long long n, long long k) -> long long {
        if (n < 0 || k < 0 || k > n) return 1;
        return fact[n] * inv[k] % MOD * inv[n - k] % MOD;
    };
    int q;
    if (scanf("%d", &q) != 1) return 0;
    while (q--) {
        long long x, y, u, v;
        scanf("%lld %lld %lld %lld", &x, &y, &u, &v);
        long long ans = 0;
        if (u <= x) ans = C(u + v, u) * C(x - u + y - v, x - u) % MOD;
        printf("%lld\n", ans);
    }
}
