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
    auto C = [&](int n, int k) { return fact[n] * inv[k] % MOD * inv[n - k] % MOD; };
    int q;
    if (scanf("%d", &q) != 1) return 0;
    string out;
    while (q--) {
        int x, y, u, v;
        scanf("%d %d %d %d", &x, &y, &u, &v);
        long long ans = 0;
        if (u <= x && v <= y) ans = C(u + v, u) * C(x - u + y - v, x - u) % MOD;
        out += to_string(ans);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
}
