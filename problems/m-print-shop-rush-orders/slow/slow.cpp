// Naive slot filling: take orders by decreasing fee and put each on the latest free day not after
// its deadline, scanning day by day (days past n are never needed). Correct, but an order may scan
// up to n used days: O(n^2) when many orders share a late deadline.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<pair<long long, long long>> orders(n); // (fee, deadline)
    for (auto& [p, d] : orders) scanf("%lld %lld", &d, &p);
    sort(orders.rbegin(), orders.rend());
    set<long long> used;
    long long total = 0;
    for (auto& [p, d] : orders) {
        for (long long t = min<long long>(d, n); t >= 1; t--) {
            if (!used.count(t)) {
                used.insert(t);
                total += p;
                break;
            }
        }
    }
    printf("%lld\n", total);
}
