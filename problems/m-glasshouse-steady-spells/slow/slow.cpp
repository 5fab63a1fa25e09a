// Naive: from every start, extend the spell while its running spread stays within d.
// O(n^2) when most spells are steady.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long d;
    if (scanf("%d %lld", &n, &d) != 2) return 0;
    vector<long long> t(n);
    for (auto& x : t) scanf("%lld", &x);
    long long count = 0;
    for (int i = 0; i < n; i++) {
        long long hi = t[i], lo = t[i];
        for (int j = i; j < n; j++) {
            hi = max(hi, t[j]);
            lo = min(lo, t[j]);
            if (hi - lo > d) break;
            count++;
        }
    }
    printf("%lld\n", count);
}
