#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<string> g(r);
    static char buf[1024];
    for (int i = 0; i < r; i++) { scanf("%s", buf); g[i] = buf; }
    vector<char> seen((size_t)r * c, 0);
    vector<int> q((size_t)r * c);
    int patches = 0, largest = 0;
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (g[i][j] != '#' || seen[i * c + j]) continue;
            patches++;
            int head = 0, tail = 0;
            q[tail++] = i * c + j;
            seen[i * c + j] = 1;
            while (head < tail) {
                int cur = q[head++];
                int ci = cur / c, cj = cur % c;
                for (int d = 0; d < 4; d++) {
                    int ni = ci + dr[d], nj = cj + dc[d];
                    if (ni < 0 || nj < 0 || ni >= r || nj >= c) continue;
                    if (g[ni][nj] != '#' || seen[ni * c + nj]) continue;
                    seen[ni * c + nj] = 1;
                    q[tail++] = ni * c + nj;
                }
            }
            largest = max(largest, tail);
        }
    printf("%d %d\n", patches, largest);
    return 0;
}
