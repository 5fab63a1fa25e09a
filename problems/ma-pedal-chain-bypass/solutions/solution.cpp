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
    // ans[i] = (product of g[0..i-1]) * (product of g[i+1..n-1])
    vector<long long> ans(n);
    long long left = 1;
    for (int i = 0; i < n; i++) {
        ans[i] = left;
        left = left * g[i] % MOD;
    }
    long long right = 1;
    for (int i = n - 1; i >= 0; i--) {
        ans[i] = ans[i] * right % MOD;
        right = right * g[i] % MOD;
    }
    string out;
    out.reserve((size_t)n * 11);
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(ans[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
