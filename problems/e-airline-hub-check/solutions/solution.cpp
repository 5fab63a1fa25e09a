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
    int hub = -1;
    if (m == n - 1)
        for (int v = 0; v < n; v++)
            if (deg[v] == n - 1) hub = v;
    printf("%d\n", hub);
}
