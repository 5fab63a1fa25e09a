// Learner's mistake: a visit overwrites the entry after the cursor but does not cut the history,
// so `f` can still reach old forward entries that should have been discarded.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    vector<long long> hist(q + 1);
    long long cur = 0, last = 0;
    string out;
    char c[2];
    for (int i = 0; i < q; i++) {
        long long x;
        scanf("%1s %lld", c, &x);
        if (c[0] == 'v') {
            hist[++cur] = x;
            last = max(last, cur);
            continue;
        }
        if (c[0] == 'b') cur = max(0LL, cur - x);
        else cur = min(last, cur + x);
        out += to_string(hist[cur]) + "\n";
    }
    fputs(out.c_str(), stdout);
    return 0;
}
