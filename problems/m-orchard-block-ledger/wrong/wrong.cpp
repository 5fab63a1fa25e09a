// A plausible slip: the learner keeps the prefix sums in 32-bit ints. With yields up to 10^9 a
// corner rectangle of just three trees already overflows, and the block totals come out wrong.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    int w = c + 1;
    vector<int> P((size_t)(r + 1) * w, 0);
    for (int i = 1; i <= r; i++)
        for (int j = 1; j <= c; j++) {
            long long v;
            scanf("%lld", &v);
            P[i * w + j] = (int)(unsigned)((unsigned)v + (unsigned)P[(i - 1) * w + j] + (unsigned)P[i * w + j - 1] -
                                           (unsigned)P[(i - 1) * w + j - 1]);
        }
    int q;
    scanf("%d", &q);
    for (int t = 0; t < q; t++) {
        int r1, c1, r2, c2;
        scanf("%d %d %d %d", &r1, &c1, &r2, &c2);
        int s = (int)((unsigned)P[r2 * w + c2] - (unsigned)P[(r1 - 1) * w + c2] - (unsigned)P[r2 * w + c1 - 1] +
                      (unsigned)P[(r1 - 1) * w + c1 - 1]);
        printf("%d\n", s);
    }
}
