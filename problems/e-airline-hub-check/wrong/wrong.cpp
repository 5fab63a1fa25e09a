// Mistake: takes any airport that touches every route (degree == m) as the hub, forgetting to
// check that it also reaches every other airport (m == n - 1); no routes at all "has a hub" too.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> deg(n, 0);
    for (int i = 0; i < m; i++) {
        int a, b;
        scanf("%d %d", &a, &b);
        deg[a]++;
        deg[b]++;
    }
    for (int v = 0; v < n; v++)
        if (deg[v] == m) {
            printf("%d\n", v);
            return 0;
        }
    printf("-1\n");
}
