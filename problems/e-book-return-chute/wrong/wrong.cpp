// Learner's mistake: the codes are marked in a plain array of size 10^6 + 1, as if title codes
// were small. A code above 10^6 falls outside it (here caught by .at(), which aborts).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    vector<char> seen(1000001, 0);
    vector<int> distinct(n + 1, 0);
    for (int p = 1; p <= n; p++) {
        int c;
        scanf("%d", &c);
        distinct[p] = distinct[p - 1];
        if (!seen.at(c)) {
            seen.at(c) = 1;
            distinct[p]++;
        }
    }
    for (int i = 0; i < q; i++) {
        int p;
        scanf("%d", &p);
        printf("%d\n", distinct[p]);
    }
    return 0;
}
