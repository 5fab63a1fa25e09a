// Naive: recursion without memoisation over (airport, flights left): the cheapest way from v to
// dst with at most f more flights is 0 at dst, otherwise the minimum over v's flights of the
// price plus the cheapest way on from the flight's end with f - 1 flights. Correct, but it
// re-explores every itinerary: time grows like (flights per airport)^(k + 1).
#include <bits/stdc++.h>
using namespace std;

const long long INF = LLONG_MAX / 4;
int dst;
vector<vector<pair<int, long long>>> out;

long long cheapest(int v, int f) {
    if (v == dst) return 0;
    if (f == 0) return INF;
    long long best = INF;
    for (auto [to, w] : out[v]) {
        long long rest = cheapest(to, f - 1);
        if (rest < INF) best = min(best, w + rest);
    }
    return best;
}

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    out.assign(n, {});
    for (int i = 0; i < m; i++) {
        int u, v;
        long long w;
        scanf("%d %d %lld", &u, &v, &w);
        out[u].push_back({v, w});
    }
    int src, k;
    scanf("%d %d %d", &src, &dst, &k);
    long long r = cheapest(src, k + 1);
    printf("%lld\n", r >= INF ? -1LL : r);
    return 0;
}
