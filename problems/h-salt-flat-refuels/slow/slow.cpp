// Naive DP: best[s] = the farthest range reachable with exactly s stops among the depots seen so
// far. Every depot updates every s (backwards, like a knapsack). O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long D, F;
    if (scanf("%d %lld %lld", &n, &D, &F) != 3) return 0;
    vector<long long> best(n + 1, -1);
    best[0] = F;
    for (int i = 0; i < n; i++) {
        long long p, f;
        scanf("%lld %lld", &p, &f);
        for (int s = i; s >= 0; s--)
            if (best[s] >= p && best[s] + f > best[s + 1]) best[s + 1] = best[s] + f;
    }
    for (int s = 0; s <= n; s++)
        if (best[s] >= D) { printf("%d\n", s); return 0; }
    puts("-1");
    return 0;
}
