// Learner's mistake: after the lower-bound search the learner only checks that the index is inside
// the list (lo < n), not that the row there really holds x, so a value that falls between two
// catalogue values (or below the first one) gets a bogus block instead of -1 -1.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    int q;
    scanf("%d", &q);
    for (int j = 0; j < q; j++) {
        long long x;
        scanf("%lld", &x);
        int lo = lower_bound(a.begin(), a.end(), x) - a.begin();
        int hi = upper_bound(a.begin(), a.end(), x) - a.begin();
        if (lo >= n) printf("-1 -1\n");
        else printf("%d %d\n", lo, hi - 1);
    }
}
