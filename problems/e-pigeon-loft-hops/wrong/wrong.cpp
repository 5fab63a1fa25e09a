// Mistake: stores every flight only as u -> v, so a letter can never use a flight in the
// direction v -> u, although pigeons fly the route both ways.
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
    }
    int s, t;
    scanf("%d %d", &s, &t);
    vector<int> dist(n, -1);
    queue<int> bfs;
    dist[s] = 0;
    bfs.push(s);
    while (!bfs.empty()) {
        int x = bfs.front();
        bfs.pop();
        for (int y : adj[x]) if (dist[y] < 0) { dist[y] = dist[x] + 1; bfs.push(y); }
    }
    printf("%d\n", dist[t]);
}
