// Learner's mistake: the insertion loop stops at bit 1 (b > 0), so a crystal that reduces to
// exactly 1 is never stored and bit 0 can never be switched by a selection.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    unsigned basis[30] = {0};
    while (q--) {
        int type;
        unsigned v;
        scanf("%d %u", &type, &v);
        if (type == 1) {
            for (int b = 29; b > 0 && v; b--) {
                if (!((v >> b) & 1)) continue;
                if (!basis[b]) { basis[b] = v; break; }
                v ^= basis[b];
            }
        } else {
            for (int b = 29; b >= 0; b--)
                if (basis[b] && !((v >> b) & 1)) v ^= basis[b];
            printf("%u\n", v);
        }
    }
}
