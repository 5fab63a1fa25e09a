// Naive O(n * m): for every airport, count its routes by scanning the whole route list.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> a(m), b(m);
    for (int i = 0; i < m; i++) scanf("%d %d", &a[i], &b[i]);
    for (int v = 0; v < n; v++) {
        int deg = 0;
        for (int i = 0; i < m; i++)
            if (a[i] == v || b[i] == v) deg++;
        if (deg == n - 1 && m == n - 1) {
            printf("%d\n", v);
            return 0;
        }
    }
    printf("-1\n");
}
