#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> p(n);
    for (auto& x : p) scanf("%lld", &x);
    long long best = 0, cheapest = LLONG_MAX;
    for (int j = k; j < n; j++) {
        cheapest = min(cheapest, p[j - k]);  // cheapest buy day that is at least k days before j
        best = max(best, p[j] - cheapest);
    }
    printf("%lld\n", best);
}
