#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<string> g(r);
    char buf[32];
    for (int i = 0; i < r; i++) { scanf("%31s", buf); g[i] = buf; }
    if (c > r) { // transpose: enumerate the shorter side
        vector<string> t(c, string(r, '0'));
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++) t[j][i] = g[i][j];
        g = t;
        swap(r, c);
    }
    vector<unsigned> row(r, 0);
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            if (g[i][j] == '1') row[i] |= 1u << j;
    unsigned full = (1u << c) - 1;
    int best = -1;
    for (unsigned first = 0; first <= full; first++) {
        unsigned press = first, prev = row[0];
        int count = 0;
        for (int i = 1; i <= r; i++) {
            prev ^= (press ^ (press << 1) ^ (press >> 1)) & full;
            count += __builtin_popcount(press);
            if (i == r) break;
            unsigned cur = row[i] ^ press;
            press = prev;
            prev = cur;
        }
        if (prev == 0 && (best < 0 || count < best)) best = count;
    }
    printf("%d\n", best);
}
