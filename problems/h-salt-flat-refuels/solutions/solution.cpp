#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long D, F;
    if (scanf("%d %lld %lld", &n, &D, &F) != 3) return 0;
    vector<long long> p(n + 1), f(n + 1, 0);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &p[i], &f[i]);
    p[n] = D;  // the finish is the last point
    priority_queue<long long> passed;  // fuel of reached but unused depots
    long long range = F;
    int stops = 0;
    for (int i = 0; i <= n; i++) {
        while (range < p[i]) {
            if (passed.empty()) { puts("-1"); return 0; }
            range += passed.top();
            passed.pop();
            stops++;
        }
        if (i < n) passed.push(f[i]);
    }
    printf("%d\n", stops);
    return 0;
}
