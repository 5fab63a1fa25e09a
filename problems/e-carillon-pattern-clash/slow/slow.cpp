// Naive: compare every pair of patterns and count the differing bits. O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<unsigned> a(n);
    for (auto& x : a) scanf("%u", &x);
    long long total = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) total += __builtin_popcount(a[i] ^ a[j]);
    printf("%lld\n", total);
}
