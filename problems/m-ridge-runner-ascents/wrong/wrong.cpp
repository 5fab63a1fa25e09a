// Learner's mistake: a neighbour of EQUAL height is treated as lower (<= instead of <), so flat
// stretches extend the ascents, depending on the order in which equal cells were sorted.
#include <bits/stdc++.h>
using namespace std;

int main() {
    const long long MOD = 1000000007;
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    int N = r * c;
    vector<int> h(N);
    for (auto& x : h) scanf("%d", &x);
    vector<int> order(N);
    iota(order.begin(), order.end(), 0);
    stable_sort(order.begin(), order.end(), [&](int a, int b) { return h[a] < h[b]; });
    vector<int> len(N, 0);
    vector<long long> cnt(N, 0);
    int best = 0;
    long long total = 0;
    for (int v : order) {
        int vr = v / c, vc = v % c;
        int L = 1;
        long long ways = 1;
        const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        for (int d = 0; d < 4; d++) {
            int ur = vr + dr[d], uc = vc + dc[d];
            if (ur < 0 || ur >= r || uc < 0 || uc >= c) continue;
            int u = ur * c + uc;
            if (h[u] > h[v] || len[u] == 0) continue;  // equal and already handled: "lower"
            if (len[u] + 1 > L) {
                L = len[u] + 1;
                ways = cnt[u];
            } else if (len[u] + 1 == L) {
                ways = (ways + cnt[u]) % MOD;
            }
        }
        len[v] = L;
        cnt[v] = ways;
        if (L > best) {
            best = L;
            total = ways;
        } else if (L == best) {
            total = (total + ways) % MOD;
        }
    }
    printf("%d %lld\n", best, total);
    return 0;
}
