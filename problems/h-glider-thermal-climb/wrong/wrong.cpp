// The classic trap: the learner uses the two-pointer window from the non-negative version
// (grow on the right, shrink from the left while the sum is at least K). With negative climbs,
// dropping a sinking minute on the left raises the sum, and the window misses stretches.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long K;
    if (scanf("%d %lld", &n, &K) != 2) return 0;
    vector<long long> d(n);
    for (auto& x : d) scanf("%lld", &x);
    long long sum = 0;
    int l = 0, bestLen = -1, bestStart = -1;
    for (int r = 0; r < n; r++) {
        sum += d[r];
        while (l <= r && sum >= K) {
            if (bestLen < 0 || r - l + 1 < bestLen || (r - l + 1 == bestLen && l < bestStart)) {
                bestLen = r - l + 1;
                bestStart = l;
            }
            sum -= d[l++];
        }
    }
    if (bestLen < 0) printf("-1\n");
    else printf("%d %d\n", bestLen, bestStart);
}
