// Naive: simulate the loop from every island, stopping when the tank would go below empty.
// O(n^2) when many starts succeed.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> f(n), c(n);
    for (auto& x : f) scanf("%lld", &x);
    for (auto& x : c) scanf("%lld", &x);
    int count = 0;
    for (int s = 0; s < n; s++) {
        long long tank = 0;
        bool ok = true;
        for (int k = 0; k < n; k++) {
            int i = (s + k) % n;
            tank += f[i] - c[i];
            if (tank < 0) { ok = false; break; }
        }
        if (ok) count++;
    }
    printf("%d\n", count);
}
