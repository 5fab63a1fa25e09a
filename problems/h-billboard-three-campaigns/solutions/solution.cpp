#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> v(n);
    for (auto& x : v) scanf("%lld", &x);
    int m = n - k + 1;
    vector<long long> W(m);
    long long cur = 0;
    for (int i = 0; i < n; i++) {
        cur += v[i];
        if (i >= k) cur -= v[i - k];
        if (i >= k - 1) W[i - k + 1] = cur;
    }
    vector<int> bestLeft(m), bestRight(m);
    bestLeft[0] = 0;
    for (int i = 1; i < m; i++) bestLeft[i] = W[i] > W[bestLeft[i - 1]] ? i : bestLeft[i - 1];
    bestRight[m - 1] = m - 1;
    for (int i = m - 2; i >= 0; i--) bestRight[i] = W[i] >= W[bestRight[i + 1]] ? i : bestRight[i + 1];
    long long best = -1;
    int a = 0, b = 0, c = 0;
    for (int j = k; j + k <= m - 1; j++) {
        int l = bestLeft[j - k], r = bestRight[j + k];
        long long total = W[l] + W[j] + W[r];
        if (total > best) { best = total; a = l; b = j; c = r; }
    }
    printf("%lld\n%d %d %d\n", best, a, b, c);
}
