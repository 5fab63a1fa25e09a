// Naive: reduce k modulo n, then move the belt one position at a time. O(n * (k mod n)).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    unsigned long long k;
    if (scanf("%d %llu", &n, &k) != 2) return 0;
    vector<int> a(n);
    for (auto &x : a) scanf("%d", &x);
    unsigned long long steps = k % (unsigned long long)n;
    for (unsigned long long s = 0; s < steps; s++) {
        int last = a[n - 1];
        for (int i = n - 1; i > 0; i--) a[i] = a[i - 1];
        a[0] = last;
    }
    for (int i = 0; i < n; i++) printf("%d%c", a[i], i + 1 < n ? ' ' : '\n');
    return 0;
}
