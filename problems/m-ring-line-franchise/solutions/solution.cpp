#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long total = 0, curMax = 0, curMin = 0, bestMax = LLONG_MIN, bestMin = LLONG_MAX;
    for (int i = 0; i < n; i++) {
        long long p;
        scanf("%lld", &p);
        total += p;
        curMax = (i == 0) ? p : max(p, curMax + p);
        curMin = (i == 0) ? p : min(p, curMin + p);
        bestMax = max(bestMax, curMax);
        bestMin = min(bestMin, curMin);
    }
    long long answer = bestMax < 0 ? bestMax : max(bestMax, total - bestMin);
    printf("%lld\n", answer);
}
