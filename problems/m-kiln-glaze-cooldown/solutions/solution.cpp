#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long c;
    if (scanf("%d %lld", &n, &c) != 2) return 0;
    vector<long long> g(n);
    for (auto& x : g) scanf("%lld", &x);
    sort(g.begin(), g.end());
    long long m = 0, t = 0;
    for (int i = 0; i < n;) {
        int j = i;
        while (j < n && g[j] == g[i]) j++;
        long long cnt = j - i;
        if (cnt > m) { m = cnt; t = 1; }
        else if (cnt == m) t++;
        i = j;
    }
    long long ans = max<long long>(n, (m - 1) * (c + 1) + t);
    printf("%lld\n", ans);
}
