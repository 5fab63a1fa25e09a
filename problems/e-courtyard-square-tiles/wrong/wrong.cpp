// A plausible shortcut: the learner takes (long long) sqrt((double) x). A double keeps only 53
// bits, so for x = k * k - 1 near 10^18 the value rounds up to k * k and the side comes out one
// too large (with a negative leftover).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    for (int i = 0; i < q; i++) {
        long long x;
        scanf("%lld", &x);
        long long s = (long long)sqrt((double)x);
        printf("%lld %lld\n", s, x - s * s);
    }
}
