#include <bits/stdc++.h>
using namespace std;

// For every i, return the product of all gains except gains[i], reduced modulo 1000000007
// into the range [0, 1000000007). Gains can be negative or zero.
vector<long long> bypassGains(const vector<long long>& gains) {
    // TODO: implement
    return vector<long long>(gains.size(), 0);
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> gains(n);
    for (auto &x : gains) scanf("%lld", &x);
    vector<long long> ans = bypassGains(gains);
    string out;
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(ans[i]);
    }
    printf("%s\n", out.c_str());
    return 0;
}
