#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<string> g(r);
    static char line[256];
    for (int i = 0; i < r; i++) {
        scanf("%s", line);
        g[i] = line;
    }
    vector<int> points(1, -1);  // points[0] = start, then the panels in reading order
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (g[i][j] == 'S') points[0] = i * c + j;
            if (g[i][j] == 'P') points.push_back(i * c + j);
        }
    int k = (int)points.size() - 1;
    if (k == 0) {
        printf("0\n");
        return 0;
    }
    // BFS from the start and from every panel
    int P = k + 1;
    vector<vector<int>> D(P, vector<int>(P, -1));
    vector<int> dist(r * c), q(r * c);
    for (int s = 0; s < P; s++) {
        fill(dist.begin(), dist.end(), -1);
        int head = 0, tail = 0;
        dist[points[s]] = 0;
        q[tail++] = points[s];
        while (head < tail) {
            int u = q[head++];
            int ur = u / c, uc = u % c;
            const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
            for (int d = 0; d < 4; d++) {
                int vr = ur + dr[d], vc = uc + dc[d];
                if (vr < 0 || vr >= r || vc < 0 || vc >= c || g[vr][vc] == '#') continue;
                int v = vr * c + vc;
                if (dist[v] < 0) {
                    dist[v] = dist[u] + 1;
                    q[tail++] = v;
                }
            }
        }
        for (int t = 0; t < P; t++) D[s][t] = dist[points[t]];
    }
    for (int t = 1; t < P; t++)
        if (D[0][t] < 0) {
            printf("-1\n");
            return 0;
        }
    // Held-Karp: best[mask][j] = shortest walk from S that visits the panels of mask, ending at j
    const int INF = INT_MAX / 2;
    int full = (1 << k) - 1;
    vector<int> best((size_t)(full + 1) * k, INF);
    for (int j = 0; j < k; j++) best[(size_t)(1 << j) * k + j] = D[0][j + 1];
    for (int mask = 1; mask <= full; mask++)
        for (int i = 0; i < k; i++) {
            int cur = best[(size_t)mask * k + i];
            if (cur >= INF) continue;
            for (int j = 0; j < k; j++) {
                if (mask >> j & 1) continue;
                int nm = mask | (1 << j);
                int v = cur + D[i + 1][j + 1];
                if (v < best[(size_t)nm * k + j]) best[(size_t)nm * k + j] = v;
            }
        }
    int answer = INF;
    for (int j = 0; j < k; j++) answer = min(answer, best[(size_t)full * k + j]);
    printf("%d\n", answer);
    return 0;
}
