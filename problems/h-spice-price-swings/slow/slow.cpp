// Naive: extend every period from each start with a running maximum and minimum. O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> p(n);
    for (auto& x : p) scanf("%lld", &x);
    long long total = 0;
    for (int i = 0; i < n; i++) {
        long long hi = p[i], lo = p[i];
        for (int j = i; j < n; j++) {
            if (p[j] > hi) hi = p[j];
            if (p[j] < lo) lo = p[j];
            total += hi - lo;
        }
    }
    printf("%lld\n", total);
}
