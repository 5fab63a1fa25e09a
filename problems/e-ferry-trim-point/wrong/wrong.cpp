// A plausible misreading: the learner assumes the bow and stern slots can never be the trim point
// ("one side is empty"), so the scan only tries slots 1 .. n - 2. An empty side sums to 0 and can
// balance, e.g. n = 1 or a deck whose other slots cancel out.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> a(n);
    long long total = 0;
    for (auto& x : a) {
        scanf("%lld", &x);
        total += x;
    }
    long long left = n > 0 ? a[0] : 0;
    for (int i = 1; i + 1 < n; i++) {
        if (left == total - left - a[i]) {
            printf("%d\n", i);
            return 0;
        }
        left += a[i];
    }
    printf("-1\n");
}
