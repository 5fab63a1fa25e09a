#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> c(n), d(n);
    for (auto& x : c) scanf("%lld", &x);
    for (auto& x : d) scanf("%lld", &x);
    long long total = 0, battery = 0;
    int start = 0;
    for (int i = 0; i < n; i++) {
        long long g = c[i] - d[i];
        total += g;
        battery += g;
        if (battery < 0) {
            start = i + 1;
            battery = 0;
        }
    }
    printf("%d\n", total < 0 ? -1 : start);
}
