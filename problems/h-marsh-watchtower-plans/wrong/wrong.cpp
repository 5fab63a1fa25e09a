// Learner's mistake: an existing tower is placed blindly in its row, without checking whether a
// tower above it already sees it (same column or diagonal).
#include <bits/stdc++.h>
using namespace std;

int n, full;
int marsh[16], fixedCol[16];

long long go(int r, int cols, int dl, int dr) {
    int avail = ~(cols | dl | dr | marsh[r]) & full;
    if (fixedCol[r] >= 0) avail = 1 << fixedCol[r];
    if (r == n - 1) return __builtin_popcount(avail);
    long long total = 0;
    while (avail) {
        int b = avail & -avail;
        avail ^= b;
        total += go(r + 1, cols | b, ((dl | b) << 1) & full, (dr | b) >> 1);
    }
    return total;
}

int main() {
    if (scanf("%d", &n) != 1) return 0;
    full = (1 << n) - 1;
    bool bad = false;
    for (int r = 0; r < n; r++) {
        char row[32];
        scanf("%31s", row);
        marsh[r] = 0;
        fixedCol[r] = -1;
        for (int c = 0; c < n; c++) {
            if (row[c] == '#') marsh[r] |= 1 << c;
            if (row[c] == 'T') {
                if (fixedCol[r] >= 0) bad = true;
                fixedCol[r] = c;
            }
        }
    }
    printf("%lld\n", bad ? 0LL : go(0, 0, 0, 0));
    return 0;
}
