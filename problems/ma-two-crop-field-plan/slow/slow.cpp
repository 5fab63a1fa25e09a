// Naive: no adjacency lists and no queue. Give the smallest uncoloured plot wheat, then sweep the
// whole border list again and again, colouring the uncoloured end of any border whose other end
// is coloured, until a sweep colours nothing; repeat for the next uncoloured plot. Finally check
// every border for two equal ends. Correct, but every group costs at least one full sweep of the
// border list (and a long chain one sweep per step): O(n * m).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> eu(m), ev(m);
    for (int i = 0; i < m; i++) scanf("%d %d", &eu[i], &ev[i]);
    vector<int> color(n, -1);
    for (int s = 0; s < n; s++) {
        if (color[s] != -1) continue;
        color[s] = 0;
        bool changed = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < m; i++) {
                int u = eu[i], v = ev[i];
                if (color[u] != -1 && color[v] == -1) {
                    color[v] = color[u] ^ 1;
                    changed = true;
                } else if (color[v] != -1 && color[u] == -1) {
                    color[u] = color[v] ^ 1;
                    changed = true;
                }
            }
        }
    }
    for (int i = 0; i < m; i++) {
        if (color[eu[i]] == color[ev[i]]) {
            printf("IMPOSSIBLE\n");
            return 0;
        }
    }
    string out(n, 'W');
    for (int i = 0; i < n; i++)
        if (color[i]) out[i] = 'B';
    printf("%s\n", out.c_str());
    return 0;
}
