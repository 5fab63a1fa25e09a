// Naive: Bellman-Ford-style rounds. Relax every flight in both directions, round after round,
// until a round changes nothing. Correct, but a chain listed from its far end needs one round
// per loft: O(n * m).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> u(m), v(m);
    for (int i = 0; i < m; i++) scanf("%d %d", &u[i], &v[i]);
    int s, t;
    scanf("%d %d", &s, &t);
    const int INF = INT_MAX / 2;
    vector<int> dist(n, INF);
    dist[s] = 0;
    bool changed = true;
    while (changed) {
        changed = false;
        for (int i = 0; i < m; i++) {
            if (dist[u[i]] + 1 < dist[v[i]]) { dist[v[i]] = dist[u[i]] + 1; changed = true; }
            if (dist[v[i]] + 1 < dist[u[i]]) { dist[u[i]] = dist[v[i]] + 1; changed = true; }
        }
    }
    printf("%d\n", dist[t] >= INF ? -1 : dist[t]);
}
