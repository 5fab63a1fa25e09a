#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> in(n, 0), out(n, 0);
    for (int i = 0; i < m; i++) {
        int a, b;
        scanf("%d %d", &a, &b);
        out[a]++;
        in[b]++;
    }
    int ans = -1;
    for (int v = 0; v < n; v++)
        if (in[v] == n - 1 && out[v] == 0) ans = v;
    printf("%d\n", ans);
}
