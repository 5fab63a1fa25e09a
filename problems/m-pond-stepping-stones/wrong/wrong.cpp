// Learner's mistake: a greedy that always jumps as far as possible from the current stone. It can
// land on a weak stone (or a wobbly one) when a shorter jump would have reached farther next time.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    long long pos = 0;
    int jumps = 0;
    while (pos < n - 1) {
        if (a[pos] == 0) { printf("-1\n"); return 0; }
        pos = min<long long>(n - 1, pos + a[pos]);
        jumps++;
    }
    printf("%d\n", jumps);
}
