// Mistake: the classic greedy for "find a start" assumes the start is unique, so it answers 1
// whenever the total fuel is enough and 0 otherwise. Several islands can work at once.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> f(n), c(n);
    for (auto& x : f) scanf("%lld", &x);
    for (auto& x : c) scanf("%lld", &x);
    long long total = 0, tank = 0;
    int start = 0;
    for (int i = 0; i < n; i++) {
        total += f[i] - c[i];
        tank += f[i] - c[i];
        if (tank < 0) { tank = 0; start = i + 1; }
    }
    printf("%d\n", total >= 0 && start < n ? 1 : 0);
}
