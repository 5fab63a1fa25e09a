#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long H;
    if (scanf("%d %lld", &n, &H) != 2) return 0;
    vector<long long> a(n);
    long long mx = 1;
    for (auto& x : a) { scanf("%lld", &x); mx = max(mx, x); }
    auto fits = [&](long long v) {
        long long hours = 0;
        for (long long x : a) {
            hours += (x + v - 1) / v;
            if (hours > H) return false;
        }
        return true;
    };
    long long lo = 1, hi = mx;
    while (lo < hi) {
        long long mid = lo + (hi - lo) / 2;
        if (fits(mid)) hi = mid;
        else lo = mid + 1;
    }
    printf("%lld\n", lo);
}
