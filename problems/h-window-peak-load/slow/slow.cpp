// Naive O(n * k): rescan every window.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    for (int i = 0; i + k <= n; i++) {
        long long m = a[i];
        for (int j = i + 1; j < i + k; j++) m = max(m, a[j]);
        printf(i ? " %lld" : "%lld", m);
    }
    printf("\n");
    return 0;
}
