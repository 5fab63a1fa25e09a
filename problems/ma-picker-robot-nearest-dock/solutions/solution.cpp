#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<string> g(r);
    static char buf[1024];
    for (int i = 0; i < r; i++) { scanf("%s", buf); g[i] = buf; }
    int total = r * c, src = -1;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            if (g[i][j] == 'S') src = i * c + j;
    vector<int> dist(total, -1), q(total);
    int head = 0, tail = 0;
    dist[src] = 0;
    q[tail++] = src;
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    while (head < tail) {
        int cur = q[head++];
        int ci = cur / c, cj = cur % c;
        if (g[ci][cj] == 'T') {
            printf("%d\n", dist[cur]);
            return 0;
        }
        for (int d = 0; d < 4; d++) {
            int ni = ci + dr[d], nj = cj + dc[d];
            if (ni < 0 || nj < 0 || ni >= r || nj >= c || g[ni][nj] == '#') continue;
            int nx = ni * c + nj;
            if (dist[nx] != -1) continue;
            dist[nx] = dist[cur] + 1;
            q[tail++] = nx;
        }
    }
    printf("-1\n");
    return 0;
}
