// Learner's mistake: one pass over the borders in input order instead of a graph traversal; a
// border between two uncoloured plots starts a new colouring, which may clash with (or ignore the
// convention of) plots coloured later through other borders.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> color(n, -1);
    bool ok = true;
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        if (color[u] == -1 && color[v] == -1) {
            color[min(u, v)] = 0;
            color[max(u, v)] = 1;
        } else if (color[u] == -1) {
            color[u] = color[v] ^ 1;
        } else if (color[v] == -1) {
            color[v] = color[u] ^ 1;
        } else if (color[u] == color[v]) {
            ok = false;
        }
    }
    if (!ok) {
        printf("IMPOSSIBLE\n");
        return 0;
    }
    string out(n, 'W');
    for (int i = 0; i < n; i++)
        if (color[i] == 1) out[i] = 'B';
    printf("%s\n", out.c_str());
    return 0;
}
