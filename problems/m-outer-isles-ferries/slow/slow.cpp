#include <bits/stdc++.h>
using namespace std;

// Naive (Bellman-Ford style): sweep over all ferry lines, in both directions, improving arrival
// times, until a whole sweep changes nothing. Correct, but up to n sweeps of m lines: O(n * m).
int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<array<int, 4>> f(m);
    for (auto& x : f) scanf("%d %d %d %d", &x[0], &x[1], &x[2], &x[3]);
    const long long INF = LLONG_MAX;
    vector<long long> best(n, INF);
    best[0] = 0;
    bool changed = true;
    while (changed) {
        changed = false;
        for (auto& x : f)
            for (int dir = 0; dir < 2; dir++) {
                int a = dir ? x[1] : x[0], b = dir ? x[0] : x[1];
                if (best[a] == INF) continue;
                long long arrive = (best[a] + x[3] - 1) / x[3] * x[3] + x[2];
                if (arrive < best[b]) best[b] = arrive, changed = true;
            }
    }
    string out;
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(best[i] == INF ? -1 : best[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
