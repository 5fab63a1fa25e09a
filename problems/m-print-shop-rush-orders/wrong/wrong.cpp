// Learner's mistake: orders are taken by decreasing fee whenever fewer than d_i orders have been
// accepted so far. That ignores when the accepted orders are due, so a cheap order with an early
// deadline is refused although it would fit before them.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<pair<long long, long long>> orders(n); // (fee, deadline)
    for (auto& [p, d] : orders) scanf("%lld %lld", &d, &p);
    sort(orders.rbegin(), orders.rend());
    long long total = 0, taken = 0;
    for (auto& [p, d] : orders) {
        if (taken < d) {
            taken++;
            total += p;
        }
    }
    printf("%lld\n", total);
}
