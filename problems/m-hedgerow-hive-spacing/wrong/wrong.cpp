// Mistake: forgets to sort the spots, so the greedy check walks them in input order and can
// skip spots or measure distances between the wrong neighbours.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> x(n);
    for (auto& v : x) scanf("%lld", &v);
    long long mn = *min_element(x.begin(), x.end()), mx = *max_element(x.begin(), x.end());
    auto ok = [&](long long d) {
        int placed = 1;
        long long last = x[0];
        for (int i = 1; i < n && placed < k; i++)
            if (x[i] - last >= d) { placed++; last = x[i]; }
        return placed >= k;
    };
    long long lo = 1, hi = (mx - mn) / (k - 1);
    while (lo < hi) {
        long long mid = (lo + hi + 1) / 2;
        if (ok(mid)) lo = mid;
        else hi = mid - 1;
    }
    printf("%lld\n", lo);
}
