// Naive: drive the loop from every stop in turn and stop at the first start that makes it around.
// O(n^2) when almost every start runs nearly the whole loop before failing.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> c(n), d(n);
    for (auto& x : c) scanf("%lld", &x);
    for (auto& x : d) scanf("%lld", &x);
    for (int s = 0; s < n; s++) {
        long long battery = 0;
        bool ok = true;
        for (int k = 0; k < n; k++) {
            int i = (s + k) % n;
            battery += c[i] - d[i];
            if (battery < 0) { ok = false; break; }
        }
        if (ok) { printf("%d\n", s); return 0; }
    }
    printf("-1\n");
}
