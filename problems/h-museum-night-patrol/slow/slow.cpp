// Naive: BFS distances as in the intended solution, then try every order of the panels.
// Correct, but O(k!) orders: 15! is about 1.3 * 10^12.
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
    vector<int> points(1, -1);
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (g[i][j] == 'S') points[0] = i * c + j;
            if (g[i][j] == 'P') points.push_back(i * c + j);
        }
    int P = points.size(), k = P - 1;
    vector<vector<int>> D(P, vector<int>(P, -1));
    for (int s = 0; s < P; s++) {
        vector<int> dist(r * c, -1);
        deque<int> q{points[s]};
        dist[points[s]] = 0;
        while (!q.empty()) {
            int u = q.front();
            q.pop_front();
            int ur = u / c, uc = u % c;
            const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
            for (int d = 0; d < 4; d++) {
                int vr = ur + dr[d], vc = uc + dc[d];
                if (vr < 0 || vr >= r || vc < 0 || vc >= c || g[vr][vc] == '#') continue;
                if (dist[vr * c + vc] < 0) {
                    dist[vr * c + vc] = dist[u] + 1;
                    q.push_back(vr * c + vc);
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
    vector<int> order(k);
    iota(order.begin(), order.end(), 1);
    long long best = LLONG_MAX;
    do {
        long long len = 0;
        int at = 0;
        for (int t : order) {
            len += D[at][t];
            at = t;
        }
        best = min(best, len);
    } while (next_permutation(order.begin(), order.end()));
    printf("%lld\n", k == 0 ? 0 : best);
    return 0;
}
