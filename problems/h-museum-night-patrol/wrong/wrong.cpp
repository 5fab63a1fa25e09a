// Learner's mistake: a greedy patrol that always walks to the nearest unchecked panel next
// (ties: the panel that comes first in reading order). Going to the nearest panel first can
// force a long walk back later.
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
    int P = points.size();
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
    vector<char> done(P, 0);
    int at = 0;
    long long total = 0;
    for (int step = 1; step < P; step++) {
        int pick = -1;
        for (int t = 1; t < P; t++)
            if (!done[t] && (pick < 0 || D[at][t] < D[at][pick])) pick = t;
        done[pick] = 1;
        total += D[at][pick];
        at = pick;
    }
    printf("%lld\n", total);
    return 0;
}
