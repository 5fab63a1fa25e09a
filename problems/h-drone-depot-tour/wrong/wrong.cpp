// Mistake: greedy instead of DP: from every depot the drone flies the cheapest corridor to an
// unvisited depot (nearest neighbour), which can miss the cheapest tour or any tour at all.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<vector<long long>> cost(n, vector<long long>(n));
    for (auto &row : cost)
        for (auto &x : row) scanf("%lld", &x);
    vector<bool> seen(n, false);
    seen[0] = true;
    int at = 0;
    long long total = 0;
    for (int step = 1; step < n; step++) {
        int best = -1;
        for (int w = 0; w < n; w++)
            if (!seen[w] && cost[at][w] >= 0 && (best < 0 || cost[at][w] < cost[at][best])) best = w;
        if (best < 0) { printf("-1\n"); return 0; }
        total += cost[at][best];
        seen[best] = true;
        at = best;
    }
    if (at != 0) {
        if (cost[at][0] < 0) { printf("-1\n"); return 0; }
        total += cost[at][0];
    }
    printf("%lld\n", total);
}
