// Naive: at every decision scan all customers for the quickest one that has arrived and is not yet
// served (or, if nobody waits, the earliest arrival). O(n) per decision, O(n^2) in total.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> a(n), d(n);
    vector<char> done(n, 0);
    for (int i = 0; i < n; i++) scanf("%d %d", &a[i], &d[i]);
    long long now = 0;
    string out;
    for (int served = 0; served < n; served++) {
        int best = -1;
        for (int i = 0; i < n; i++) {
            if (done[i] || a[i] > now) continue;
            if (best < 0 || d[i] < d[best]) best = i;
        }
        if (best < 0) {
            int first = -1;
            for (int i = 0; i < n; i++)
                if (!done[i] && (first < 0 || a[i] < a[first])) first = i;
            now = a[first];
            for (int i = 0; i < n; i++) {
                if (done[i] || a[i] > now) continue;
                if (best < 0 || d[i] < d[best]) best = i;
            }
        }
        done[best] = 1;
        now += d[best];
        if (served) out += ' ';
        out += to_string(best + 1);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
