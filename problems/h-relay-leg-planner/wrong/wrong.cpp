// Learner's mistake: M is found correctly, but the plan packs every leg greedily up to M without
// keeping one segment in reserve for each later runner, so when fewer than k legs suffice some
// runners end up with no segment at all (or the last one gets everything left).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    vector<long long> a(n);
    long long mx = 0, total = 0;
    for (auto& x : a) { scanf("%lld", &x); mx = max(mx, x); total += x; }
    auto legs = [&](long long M) {
        int cnt = 1;
        long long cur = 0;
        for (long long x : a) {
            if (cur + x > M) { cnt++; cur = 0; }
            cur += x;
        }
        return cnt;
    };
    long long lo = mx, hi = total;
    while (lo < hi) {
        long long mid = lo + (hi - lo) / 2;
        if (legs(mid) <= k) hi = mid;
        else lo = mid + 1;
    }
    long long M = lo;
    printf("%lld\n", M);
    int pos = 0;
    for (int j = 1; j <= k; j++) {
        int start = pos;
        long long cur = 0;
        if (j == k) pos = n;
        else while (pos < n && cur + a[pos] <= M) cur += a[pos++];
        printf("%d%c", pos - start, j < k ? ' ' : '\n');
    }
}
