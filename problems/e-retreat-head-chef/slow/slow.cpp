// Naive O(n * m): for every person, scan the whole list of trust statements.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> a(m), b(m);
    for (int i = 0; i < m; i++) scanf("%d %d", &a[i], &b[i]);
    for (int v = 0; v < n; v++) {
        int in = 0, out = 0;
        for (int i = 0; i < m; i++) {
            if (b[i] == v) in++;
            if (a[i] == v) out++;
        }
        if (in == n - 1 && out == 0) {
            printf("%d\n", v);
            return 0;
        }
    }
    printf("-1\n");
}
