#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> a(n);
    long long mx = 0, total = 0;
    for (auto& x : a) { scanf("%lld", &x); mx = max(mx, x); total += x; }
    auto legs = [&](long long M) {  // greedy number of legs with limit M >= mx
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
    // plan: runner j takes as much as possible while leaving k - j segments
    string out = to_string(M) + "\n";
    int pos = 0;
    for (int j = 1; j <= k; j++) {
        int start = pos;
        long long cur = 0;
        if (j == k) pos = n;
        else {
            while (pos < n && cur + a[pos] <= M && n - (pos + 1) >= k - j) cur += a[pos++];
        }
        if (j > 1) out += ' ';
        out += to_string(pos - start);
    }
    out += '\n';
    fwrite(out.data(), 1, out.size(), stdout);
}
