// Naive O(n^2): for every segment scan the whole row for the left and right maxima.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> h(n);
    for (auto &x : h) scanf("%lld", &x);
    long long total = 0;
    for (int i = 0; i < n; i++) {
        long long l = 0, r = 0;
        for (int j = 0; j <= i; j++) l = max(l, h[j]);
        for (int j = i; j < n; j++) r = max(r, h[j]);
        total += min(l, r) - h[i];
    }
    printf("%lld\n", total);
    return 0;
}
