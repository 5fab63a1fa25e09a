// Naive O(n * q): add up the days of every query one by one.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    vector<long long> a(n + 1);
    for (int i = 1; i <= n; i++) scanf("%lld", &a[i]);
    for (int k = 0; k < q; k++) {
        int l, r;
        scanf("%d %d", &l, &r);
        long long s = 0;
        for (int i = l; i <= r; i++) s += a[i];
        printf("%lld\n", s);
    }
}
