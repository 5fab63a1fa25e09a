// Naive: try every start day and extend the run day by day, keeping the best total.
// O(n^2): about 2 * 10^10 additions for n = 2 * 10^5.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> v(n);
    for (auto& x : v) scanf("%lld", &x);
    long long best = LLONG_MIN;
    for (int i = 0; i < n; i++) {
        long long s = 0;
        for (int j = i; j < n; j++) {
            s += v[j];
            if (s > best) best = s;
        }
    }
    printf("%lld\n", best);
    return 0;
}
