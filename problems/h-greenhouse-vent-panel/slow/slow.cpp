// Naive: try every subset of the r * c buttons, apply it and keep the smallest working one.
// O(2^(r*c) * r * c): fine for a 4 x 4 panel, hopeless beyond about 5 x 5.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<string> g(r);
    char buf[32];
    for (int i = 0; i < r; i++) { scanf("%31s", buf); g[i] = buf; }
    int n = r * c, best = -1;
    vector<int> state(n);
    // (for n >= 64 the loop is merely astronomically long instead of complete)
    unsigned long long plans = n >= 64 ? ~0ULL : (1ULL << n);
    for (unsigned long long plan = 0; plan < plans; plan++) {
        for (int k = 0; k < n; k++) state[k] = g[k / c][k % c] - '0';
        int count = 0;
        for (int k = 0; k < n; k++) {
            if (!((plan >> k) & 1)) continue;
            count++;
            int i = k / c, j = k % c;
            state[k] ^= 1;
            if (i > 0) state[k - c] ^= 1;
            if (i + 1 < r) state[k + c] ^= 1;
            if (j > 0) state[k - 1] ^= 1;
            if (j + 1 < c) state[k + 1] ^= 1;
        }
        bool closed = true;
        for (int k = 0; k < n && closed; k++) closed = state[k] == 0;
        if (closed && (best < 0 || count < best)) best = count;
    }
    printf("%d\n", best);
}
