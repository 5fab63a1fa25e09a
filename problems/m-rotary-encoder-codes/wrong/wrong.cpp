// Learner's mistake: query 3 prints pos(d) - pos(c) without wrapping around the disc, so when the
// disc has to pass position 2^B - 1 the answer is negative.
#include <bits/stdc++.h>
using namespace std;

static long long decode(long long g) {
    g ^= g >> 1;
    g ^= g >> 2;
    g ^= g >> 4;
    g ^= g >> 8;
    g ^= g >> 16;
    g ^= g >> 32;
    return g;
}

int main() {
    int B, q;
    if (scanf("%d %d", &B, &q) != 2) return 0;
    while (q--) {
        int type;
        long long a, b = 0, ans;
        scanf("%d %lld", &type, &a);
        if (type == 1) ans = a ^ (a >> 1);
        else if (type == 2) ans = decode(a);
        else {
            scanf("%lld", &b);
            ans = decode(b) - decode(a);
        }
        printf("%lld\n", ans);
    }
}
