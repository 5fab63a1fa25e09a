#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> f(n), c(n);
    for (auto& x : f) scanf("%lld", &x);
    for (auto& x : c) scanf("%lld", &x);
    vector<long long> P(n + 1, 0);
    for (int i = 0; i < n; i++) P[i + 1] = P[i] + f[i] - c[i];
    // sufMin[s] = min(P[s+1..n]); preMin[s] = min(P[1..s])
    vector<long long> sufMin(n + 1), preMin(n + 1);
    sufMin[n] = LLONG_MAX;
    for (int s = n - 1; s >= 0; s--) sufMin[s] = min(sufMin[s + 1], P[s + 1]);
    preMin[0] = LLONG_MAX;
    for (int s = 1; s <= n; s++) preMin[s] = min(preMin[s - 1], P[s]);
    int count = 0;
    for (int s = 0; s < n; s++) {
        if (sufMin[s] < P[s]) continue;
        if (s > 0 && P[n] + preMin[s] < P[s]) continue;
        count++;
    }
    printf("%d\n", count);
}
