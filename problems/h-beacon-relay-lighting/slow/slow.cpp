// Naive: the same two-state recursion, but without remembering results: "lit" recurses into
// the grandchildren, "dark" into the children, every time. Correct, but exponential on a line
// of beacons.
#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;
vector<vector<int>> ch;
vector<long long> v;

// best score and ways for the subtree of x, with x allowed to be lit or not
pair<long long, long long> solve(int x) {
    // x lit: every child dark, so each child's children decide freely
    long long litS = v[x], litW = 1;
    for (int c : ch[x])
        for (int g : ch[c]) {
            auto [s, w] = solve(g);
            litS += s;
            litW = litW * w % MOD;
        }
    // x dark: every child decides freely
    long long darkS = 0, darkW = 1;
    for (int c : ch[x]) {
        auto [s, w] = solve(c);
        darkS += s;
        darkW = darkW * w % MOD;
    }
    if (litS > darkS) return {litS, litW};
    if (litS < darkS) return {darkS, darkW};
    return {litS, (litW + darkW) % MOD};
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    v.resize(n);
    for (auto& x : v) scanf("%lld", &x);
    ch.assign(n, {});
    for (int i = 1; i < n; i++) {
        int p;
        scanf("%d", &p);
        ch[p].push_back(i);
    }
    auto [s, w] = solve(0);
    printf("%lld %lld\n", s, w);
    return 0;
}
