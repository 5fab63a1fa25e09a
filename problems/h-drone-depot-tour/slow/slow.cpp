// Naive: try every order of depots 1..n-1 with next_permutation. O(n!).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<vector<long long>> cost(n, vector<long long>(n));
    for (auto &row : cost)
        for (auto &x : row) scanf("%lld", &x);
    if (n == 1) { printf("0\n"); return 0; }
    vector<int> p(n - 1);
    iota(p.begin(), p.end(), 1);
    long long best = -1;
    do {
        long long s = 0;
        int at = 0;
        bool ok = true;
        for (int x : p) {
            if (cost[at][x] < 0) { ok = false; break; }
            s += cost[at][x];
            at = x;
        }
        if (ok && cost[at][0] >= 0) {
            s += cost[at][0];
            if (best < 0 || s < best) best = s;
        }
    } while (next_permutation(p.begin(), p.end()));
    printf("%lld\n", best);
    return 0;
}
