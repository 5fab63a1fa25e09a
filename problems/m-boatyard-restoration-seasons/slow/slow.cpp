// Naive: simulate season by season, scanning all jobs for the ready ones each time.
// Correct, but O(n) per season and up to 5 * 10^4 seasons.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<vector<int>> after(n);
    vector<int> indeg(n, 0);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        after[u].push_back(v);
        indeg[v]++;
    }
    vector<char> done(n, 0);
    int finished = 0, seasons = 0;
    while (finished < n) {
        vector<int> ready;
        for (int v = 0; v < n; v++)
            if (!done[v] && indeg[v] == 0) ready.push_back(v);
        if (ready.empty()) break;
        seasons++;
        for (int v : ready) {
            done[v] = 1;
            finished++;
        }
        for (int v : ready)
            for (int w : after[v]) indeg[w]--;
    }
    printf("%d\n", finished < n ? -1 : seasons);
    return 0;
}
