// Mistake: the union step links the huts themselves (parent[u] = v) instead of their roots. That
// overwrites u's old parent, cutting u off from the rest of its group, so some later loops are
// never noticed.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<int> parent(n);
    iota(parent.begin(), parent.end(), 0);
    auto root = [&](int x) {
        while (parent[x] != x) x = parent[x];
        return x;
    };
    for (int i = 1; i <= m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        if (root(u) == root(v)) {
            printf("%d\n", i);
            return 0;
        }
        parent[u] = v;
    }
    printf("-1\n");
    return 0;
}
