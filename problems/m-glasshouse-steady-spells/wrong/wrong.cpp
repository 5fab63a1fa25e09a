// Mistake: when a new reading makes the window unsteady, the window is restarted at that reading
// instead of shrinking from the left one minute at a time, so spells that start between the old
// left end and the new reading are lost.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long d;
    if (scanf("%d %lld", &n, &d) != 2) return 0;
    vector<long long> t(n);
    for (auto& x : t) scanf("%lld", &x);
    long long count = 0;
    int left = 0;
    long long hi = LLONG_MIN, lo = LLONG_MAX;
    for (int j = 0; j < n; j++) {
        hi = max(hi, t[j]);
        lo = min(lo, t[j]);
        if (hi - lo > d) {
            left = j;
            hi = lo = t[j];
        }
        count += j - left + 1;
    }
    printf("%lld\n", count);
}
