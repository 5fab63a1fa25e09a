// Naive: no shared "seen" marks. For every dry square, flood its whole patch from scratch (with a
// fresh visited array) to learn the patch's size, and count the patch only when this square is
// the first one of the patch in reading order. Correct, but a patch of s squares is flooded s
// times: O((r * c)^2) on a map with one big patch.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<string> g(r);
    static char buf[1024];
    for (int i = 0; i < r; i++) { scanf("%s", buf); g[i] = buf; }
    int patches = 0, largest = 0;
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (g[i][j] != '#') continue;
            vector<char> seen((size_t)r * c, 0);
            vector<int> q;
            q.push_back(i * c + j);
            seen[i * c + j] = 1;
            bool first = true;  // no square of the patch comes before (i, j)
            for (size_t head = 0; head < q.size(); head++) {
                int cur = q[head];
                if (cur < i * c + j) first = false;
                int ci = cur / c, cj = cur % c;
                for (int d = 0; d < 4; d++) {
                    int ni = ci + dr[d], nj = cj + dc[d];
                    if (ni < 0 || nj < 0 || ni >= r || nj >= c) continue;
                    if (g[ni][nj] != '#' || seen[ni * c + nj]) continue;
                    seen[ni * c + nj] = 1;
                    q.push_back(ni * c + nj);
                }
            }
            if (first) patches++;
            largest = max(largest, (int)q.size());
        }
    printf("%d %d\n", patches, largest);
    return 0;
}
