// Naive: from every starting hour, extend the stretch while its total stays at most R and count
// the totals that reach L. O(n^2) when most hours are dry.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long L, R;
    if (scanf("%d %lld %lld", &n, &L, &R) != 3) return 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    long long count = 0;
    for (int i = 0; i < n; i++) {
        long long sum = 0;
        for (int j = i; j < n; j++) {
            sum += a[j];
            if (sum > R) break;
            if (sum >= L) count++;
        }
    }
    printf("%lld\n", count);
}
