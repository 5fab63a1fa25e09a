// Naive: merge the three rounds post by post (three pointers over the multiples), k steps per
// request. O(k) per request, up to 10^9.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    while (q--) {
        long long a, b, c, k;
        scanf("%lld %lld %lld %lld", &a, &b, &c, &k);
        long long na = a, nb = b, nc = c, cur = 0;
        for (long long i = 0; i < k; i++) {
            cur = min(na, min(nb, nc));
            if (na == cur) na += a;
            if (nb == cur) nb += b;
            if (nc == cur) nc += c;
        }
        printf("%lld\n", cur);
    }
}
