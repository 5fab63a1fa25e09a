#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<string> g(r);
    static char line[1100];
    for (int i = 0; i < r; i++) {
        scanf("%s", line);
        g[i] = line;
    }
    if (g[0][0] == 'X' || g[r - 1][c - 1] == 'X') {
        printf("-1\n");
        return 0;
    }
    // 0-1 BFS: entering a hedge cell costs 1, an open cell costs 0
    const int INF = INT_MAX;
    vector<int> dist((size_t)r * c, INF);
    deque<int> dq;
    dist[0] = g[0][0] == '#' ? 1 : 0;
    dq.push_back(0);
    const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
    while (!dq.empty()) {
        int u = dq.front();
        dq.pop_front();
        int ur = u / c, uc = u % c;
        for (int k = 0; k < 4; k++) {
            int vr = ur + dr[k], vc = uc + dc[k];
            if (vr < 0 || vr >= r || vc < 0 || vc >= c) continue;
            char ch = g[vr][vc];
            if (ch == 'X') continue;
            int w = ch == '#' ? 1 : 0;
            int v = vr * c + vc;
            if (dist[u] + w < dist[v]) {
                dist[v] = dist[u] + w;
                if (w == 0) dq.push_front(v);
                else dq.push_back(v);
            }
        }
    }
    int ans = dist[(size_t)r * c - 1];
    printf("%d\n", ans == INF ? -1 : ans);
    return 0;
}
