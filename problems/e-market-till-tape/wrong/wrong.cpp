// Learner's mistake: keeps a running total and only the single most recent amount instead of a
// stack. One void works, but after a second void in a row the "last amount" is stale, so the
// total (and any later repeat) is wrong.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    long long total = 0, last = 0;
    int live = 0;
    string out;
    char cmd[4];
    for (int i = 0; i < q; i++) {
        scanf("%3s", cmd);
        if (cmd[0] == '+') {
            long long x;
            scanf("%lld", &x);
            total += x;
            last = x;
            live++;
        } else if (cmd[0] == '-') {
            if (live > 0) {
                total -= last;
                live--;
                if (live == 0) last = 0;
            }
        } else if (cmd[0] == '*') {
            if (live > 0) {
                total += last;
                live++;
            }
        } else {
            out += to_string(total) + "\n";
        }
    }
    fputs(out.c_str(), stdout);
    return 0;
}
