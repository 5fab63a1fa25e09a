#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    unordered_set<int> seen;
    seen.reserve(2 * n + 1);
    vector<int> distinct(n + 1, 0);
    for (int p = 1; p <= n; p++) {
        int c;
        scanf("%d", &c);
        distinct[p] = distinct[p - 1] + (seen.insert(c).second ? 1 : 0);
    }
    string out;
    out.reserve((size_t)q * 7);
    char tmp[16];
    for (int i = 0; i < q; i++) {
        int p;
        scanf("%d", &p);
        int k = snprintf(tmp, sizeof tmp, "%d\n", distinct[p]);
        out.append(tmp, k);
    }
    fputs(out.c_str(), stdout);
    return 0;
}
