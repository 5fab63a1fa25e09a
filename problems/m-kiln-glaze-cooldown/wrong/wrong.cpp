// Learner's mistake: the frame formula (m - 1) * (c + 1) + t is used on its own, without max(n, ...),
// so when many different glazes fill every gap the idle-free answer n is undercounted.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long c;
    scanf("%d %lld", &n, &c);
    map<long long, long long> cnt;
    for (int i = 0; i < n; i++) { long long x; scanf("%lld", &x); cnt[x]++; }
    long long m = 0, t = 0;
    for (auto& [g, k] : cnt) {
        if (k > m) { m = k; t = 1; }
        else if (k == m) t++;
    }
    printf("%lld\n", (m - 1) * (c + 1) + t);
}
