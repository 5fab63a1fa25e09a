// Naive: from every cell, walk every ascent with a depth-first search and tally the lengths.
// Correct, but the number of ascents grows exponentially.
#include <bits/stdc++.h>
using namespace std;

int r, c, best = 0;
long long total = 0;
vector<int> h;
const long long MOD = 1000000007;

void walk(int v, int len) {
    if (len > best) {
        best = len;
        total = 0;
    }
    if (len == best) total = (total + 1) % MOD;
    int vr = v / c, vc = v % c;
    if (vr + 1 < r && h[v + c] > h[v]) walk(v + c, len + 1);
    if (vr > 0 && h[v - c] > h[v]) walk(v - c, len + 1);
    if (vc + 1 < c && h[v + 1] > h[v]) walk(v + 1, len + 1);
    if (vc > 0 && h[v - 1] > h[v]) walk(v - 1, len + 1);
}

int main() {
    if (scanf("%d %d", &r, &c) != 2) return 0;
    h.resize(r * c);
    for (auto& x : h) scanf("%d", &x);
    for (int v = 0; v < r * c; v++) walk(v, 1);
    printf("%d %lld\n", best, total);
    return 0;
}
