// Learner's mistake: sorts the pieces and welds them one by one onto a single growing chain
// (shortest first). That is optimal for some inputs but not in general: 1 1 1 1 costs 9, not 8.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    sort(a.begin(), a.end());
    long long cost = 0, chain = a[0];
    for (int i = 1; i < n; i++) {
        chain += a[i];
        cost += chain;
    }
    printf("%lld\n", cost);
    return 0;
}
