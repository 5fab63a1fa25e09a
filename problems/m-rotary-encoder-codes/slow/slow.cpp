// Naive: to find the position of a code, walk the disc from position 0 and encode each position
// until the code matches. O(2^B) per decoding query.
#include <bits/stdc++.h>
using namespace std;

static unsigned long long findPosition(unsigned long long g) {
    unsigned long long k = 0;
    while ((k ^ (k >> 1)) != g) k++;
    return k;
}

int main() {
    int B, q;
    if (scanf("%d %d", &B, &q) != 2) return 0;
    unsigned long long mask = (1ULL << B) - 1;
    while (q--) {
        int type;
        unsigned long long a, b = 0, ans;
        scanf("%d %llu", &type, &a);
        if (type == 1) ans = a ^ (a >> 1);
        else if (type == 2) ans = findPosition(a);
        else {
            scanf("%llu", &b);
            ans = (findPosition(b) - findPosition(a)) & mask;
        }
        printf("%llu\n", ans);
    }
}
