// Naive O(n^2): try every buy day and every allowed sell day.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> p(n);
    for (auto& x : p) scanf("%lld", &x);
    long long best = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + k; j < n; j++) best = max(best, p[j] - p[i]);
    printf("%lld\n", best);
}
