// Naive: answer every query with its own breadth-first search from u over the roads that are
// tall enough, then look whether v was reached. Correct, but O(n + m) per query.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m, q;
    if (scanf("%d %d %d", &n, &m, &q) != 3) return 0;
    vector<vector<pair<int, int>>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v, c;
        scanf("%d %d %d", &u, &v, &c);
        adj[u].push_back({v, c});
        adj[v].push_back({u, c});
    }
    vector<int> seen(n, -1), queue(n);
    for (int i = 0; i < q; i++) {
        int u, v, h;
        scanf("%d %d %d", &u, &v, &h);
        int head = 0, tail = 0;
        queue[tail++] = u;
        seen[u] = i;
        while (head < tail) {
            int x = queue[head++];
            for (auto [y, c] : adj[x])
                if (c >= h && seen[y] != i) {
                    seen[y] = i;
                    queue[tail++] = y;
                }
        }
        puts(seen[v] == i ? "YES" : "NO");
    }
    return 0;
}
