// Naive: compute every binomial from scratch with the multiplicative formula and one modular
// inverse. O(coordinates) per request: about 10^6 multiplications for each of 2 * 10^4 requests.
#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;

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

long long choose(long long n, long long k) {
    long long num = 1, den = 1;
    for (long long i = 1; i <= k; i++) {
        num = num * ((n - k + i) % MOD) % MOD;
        den = den * i % MOD;
    }
    return num * power(den, MOD - 2) % MOD;
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    while (q--) {
        long long x, y, u, v;
        scanf("%lld %lld %lld %lld", &x, &y, &u, &v);
        long long ans = 0;
        if (u <= x && v <= y) ans = choose(u + v, u) * choose(x - u + y - v, x - u) % MOD;
        printf("%lld\n", ans);
    }
}
