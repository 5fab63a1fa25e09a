#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> eu(m), ev(m);
    vector<long long> ew(m);
    for (int i = 0; i < m; i++) scanf("%d %d %lld", &eu[i], &ev[i], &ew[i]);
    int src, dst, k;
    scanf("%d %d %d", &src, &dst, &k);
    const long long INF = LLONG_MAX / 4;
    vector<long long> cur(n, INF), nxt;
    cur[src] = 0;
    for (int round = 0; round <= k; round++) {
        nxt = cur;
        bool changed = false;
        for (int i = 0; i < m; i++) {
            if (cur[eu[i]] == INF) continue;
            long long c = cur[eu[i]] + ew[i];
            if (c < nxt[ev[i]]) { nxt[ev[i]] = c; changed = true; }
        }
        cur.swap(nxt);
        if (!changed) break;
    }
    printf("%lld\n", cur[dst] == INF ? -1LL : cur[dst]);
    return 0;
}
