#include <bits/stdc++.h>
using namespace std;

// Largest s with s * s <= x, for 0 <= x <= 10^18.
long long floorSqrt(long long x) {
    long long lo = 0, hi = 1000000000;
    while (lo < hi) {
        long long mid = lo + (hi - lo + 1) / 2;
        if (mid * mid <= x) lo = mid;
        else hi = mid - 1;
    }
    return lo;
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    string out;
    out.reserve(32 * (size_t)q);
    char line[48];
    for (int i = 0; i < q; i++) {
        long long x;
        scanf("%lld", &x);
        long long s = floorSqrt(x);
        int w = snprintf(line, sizeof line, "%lld %lld\n", s, x - s * s);
        out.append(line, w);
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
