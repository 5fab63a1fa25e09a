// Naive O(n^2): for every entry j, scan all earlier entries. Correct but too slow for n = 1.5 * 10^5.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long t;
    if (scanf("%d %lld", &n, &t) != 2) return 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < j; i++)
            if (a[i] + a[j] == t) {
                printf("%d %d\n", i, j);
                return 0;
            }
    printf("-1\n");
}
