// Naive: try speeds 1, 2, 3, ... and stop at the first one that finishes in time.
// O(answer * n), hopeless when the answer is large.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long H;
    if (scanf("%d %lld", &n, &H) != 2) return 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    for (long long v = 1;; v++) {
        long long hours = 0;
        bool ok = true;
        for (long long x : a) {
            hours += (x + v - 1) / v;
            if (hours > H) { ok = false; break; }
        }
        if (ok) { printf("%lld\n", v); return 0; }
    }
}
