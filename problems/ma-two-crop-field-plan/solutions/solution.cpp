#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<vector<int>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    vector<int> color(n, -1), q(n);
    for (int s = 0; s < n; s++) {
        if (color[s] != -1) continue;
        color[s] = 0;  // the smallest plot of its group gets wheat
        int head = 0, tail = 0;
        q[tail++] = s;
        while (head < tail) {
            int x = q[head++];
            for (int y : adj[x]) {
                if (color[y] == -1) {
                    color[y] = color[x] ^ 1;
                    q[tail++] = y;
                } else if (color[y] == color[x]) {
                    printf("IMPOSSIBLE\n");
                    return 0;
                }
            }
        }
    }
    string out(n, 'W');
    for (int i = 0; i < n; i++)
        if (color[i]) out[i] = 'B';
    printf("%s\n", out.c_str());
    return 0;
}
