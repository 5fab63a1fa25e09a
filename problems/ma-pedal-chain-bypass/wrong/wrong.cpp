// Learner's mistake: divides the total by each gain (modular inverse) and special-cases a muted
// pedal, but forgets that with two or more muted pedals every product is 0.
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

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> g(n);
    for (auto &x : g) {
        scanf("%lld", &x);
        x = ((x % MOD) + MOD) % MOD;
    }
    long long nonzero = 1;
    int zeros = 0;
    for (long long x : g) {
        if (x == 0) zeros++;
        else nonzero = nonzero * x % MOD;
    }
    string out;
    for (int i = 0; i < n; i++) {
        long long ans;
        if (zeros == 0) ans = nonzero * power(g[i], MOD - 2) % MOD;
        else ans = g[i] == 0 ? nonzero : 0;
        if (i) out += ' ';
        out += to_string(ans);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
