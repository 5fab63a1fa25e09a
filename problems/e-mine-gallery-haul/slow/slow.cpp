// Naive: for every dead end, walk up the parent links to the entrance and add the values.
// O(depth) per dead end, O(n * depth) in total.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> v(n);
    for (auto& x : v) scanf("%lld", &x);
    vector<int> par(n, -1);
    vector<char> hasChild(n, 0);
    for (int i = 1; i < n; i++) { scanf("%d", &par[i]); hasChild[par[i]] = 1; }
    long long best = LLONG_MIN;
    for (int x = 0; x < n; x++) {
        if (hasChild[x]) continue;
        long long sum = 0;
        for (int y = x; y != -1; y = par[y]) sum += v[y];
        best = max(best, sum);
    }
    printf("%lld\n", best);
}
