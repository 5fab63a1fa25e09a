// Naive: for every middle block, search the best left block and the best right block afresh.
// O(n^2) for small k.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> v(n), pre(n + 1, 0);
    for (auto& x : v) scanf("%lld", &x);
    for (int i = 0; i < n; i++) pre[i + 1] = pre[i] + v[i];
    int m = n - k + 1;
    auto W = [&](int s) { return pre[s + k] - pre[s]; };
    long long best = -1;
    int a = 0, b = 0, c = 0;
    for (int j = k; j + k <= m - 1; j++) {
        int l = 0;
        for (int i = 1; i <= j - k; i++) if (W(i) > W(l)) l = i;
        int r = j + k;
        for (int i = j + k + 1; i < m; i++) if (W(i) > W(r)) r = i;
        long long total = W(l) + W(j) + W(r);
        if (total > best) { best = total; a = l; b = j; c = r; }
    }
    printf("%lld\n%d %d %d\n", best, a, b, c);
}
