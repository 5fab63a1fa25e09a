// Learner's mistake: binary lifting, but the final loop tries the jumps from the smallest to the
// largest (k = 0, 1, 2, ...). A climb of 2 channels, for instance, is then never made.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    const int LOG = 16;
    vector<vector<int>> up(LOG, vector<int>(n, 0));
    vector<int> depth(n, 0);
    for (int i = 1; i < n; i++) {
        scanf("%d", &up[0][i]);
    }
    vector<vector<int>> ch(n);
    for (int i = 1; i < n; i++) ch[up[0][i]].push_back(i);
    vector<int> order = {0};
    for (size_t h = 0; h < order.size(); h++)
        for (int c : ch[order[h]]) { depth[c] = depth[order[h]] + 1; order.push_back(c); }
    for (int k = 1; k < LOG; k++)
        for (int x = 0; x < n; x++) up[k][x] = up[k - 1][up[k - 1][x]];
    for (int i = 0; i < q; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        int a = u, b = v;
        if (depth[a] > depth[b]) swap(a, b);
        int d = depth[b] - depth[a];
        for (int k = 0; d; k++, d >>= 1)
            if (d & 1) b = up[k][b];
        if (a != b) {
            for (int k = 0; k < LOG; k++)
                if (up[k][a] != up[k][b]) { a = up[k][a]; b = up[k][b]; }
            a = up[0][a];
        }
        printf("%d %d\n", a, depth[u] + depth[v] - 2 * depth[a]);
    }
    return 0;
}
