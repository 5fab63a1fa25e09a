// Naive O(n^2): from every first minute, extend the stretch to every later minute and keep the
// shortest (earliest) one that climbs at least K. Negative values mean no early stop.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long K;
    if (scanf("%d %lld", &n, &K) != 2) return 0;
    vector<long long> d(n);
    for (auto& x : d) scanf("%lld", &x);
    int bestLen = -1, bestStart = -1;
    for (int i = 0; i < n; i++) {
        long long sum = 0;
        for (int j = i; j < n; j++) {
            sum += d[j];
            if (sum >= K && (bestLen < 0 || j - i + 1 < bestLen)) {
                bestLen = j - i + 1;
                bestStart = i;
            }
        }
    }
    if (bestLen < 0) printf("-1\n");
    else printf("%d %d\n", bestLen, bestStart);
}
