#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<vector<long long>> w(n, vector<long long>(n));
    for (auto& row : w)
        for (auto& x : row) scanf("%lld", &x);
    int full = (1 << n) - 1;
    // best[mask]: least waste placing the first popcount(mask) blowers on the furnaces of mask
    vector<long long> best(1 << n, LLONG_MAX);
    best[0] = 0;
    for (int mask = 0; mask < full; mask++) {
        long long cur = best[mask];
        const vector<long long>& row = w[__builtin_popcount(mask)];
        for (int j = 0; j < n; j++) {
            if (mask >> j & 1) continue;
            int next = mask | (1 << j);
            if (cur + row[j] < best[next]) best[next] = cur + row[j];
        }
    }
    printf("%lld\n", best[full]);
    return 0;
}
