// Learner's mistake: a road is taken to be usable only if its clearance is strictly greater than
// the load's height, so a load exactly as tall as a tunnel is turned away.
#include <bits/stdc++.h>
using namespace std;

static vector<int> parent;
static int findRoot(int x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
}

int main() {
    int n, m, q;
    if (scanf("%d %d %d", &n, &m, &q) != 3) return 0;
    vector<array<int, 3>> roads(m);
    for (auto& e : roads) scanf("%d %d %d", &e[1], &e[2], &e[0]);
    vector<array<int, 4>> queries(q);
    for (int i = 0; i < q; i++) {
        scanf("%d %d %d", &queries[i][1], &queries[i][2], &queries[i][0]);
        queries[i][3] = i;
    }
    sort(roads.begin(), roads.end(), greater<>());
    sort(queries.begin(), queries.end(), greater<>());
    parent.resize(n);
    iota(parent.begin(), parent.end(), 0);
    vector<char> ok(q);
    size_t next = 0;
    for (auto& [h, u, v, idx] : queries) {
        while (next < roads.size() && roads[next][0] > h) {
            parent[findRoot(roads[next][1])] = findRoot(roads[next][2]);
            next++;
        }
        ok[idx] = findRoot(u) == findRoot(v);
    }
    for (int i = 0; i < q; i++) puts(ok[i] ? "YES" : "NO");
    return 0;
}
