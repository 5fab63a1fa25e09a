#include <bits/stdc++.h>
using namespace std;

static vector<int> parent;
static int findRoot(int x) {
    int r = x;
    while (parent[r] != r) r = parent[r];
    while (parent[x] != r) {
        int nx = parent[x];
        parent[x] = r;
        x = nx;
    }
    return r;
}

int main() {
    int n, m, q;
    if (scanf("%d %d %d", &n, &m, &q) != 3) return 0;
    vector<array<int, 3>> roads(m);  // {clearance, u, v}
    for (auto& e : roads) scanf("%d %d %d", &e[1], &e[2], &e[0]);
    vector<array<int, 4>> queries(q);  // {height, u, v, index}
    for (int i = 0; i < q; i++) {
        scanf("%d %d %d", &queries[i][1], &queries[i][2], &queries[i][0]);
        queries[i][3] = i;
    }
    // tallest requirements first: roads join the forest as the required clearance drops
    sort(roads.begin(), roads.end(), greater<>());
    sort(queries.begin(), queries.end(), greater<>());
    parent.resize(n);
    iota(parent.begin(), parent.end(), 0);
    vector<char> ok(q);
    size_t next = 0;
    for (auto& [h, u, v, idx] : queries) {
        while (next < roads.size() && roads[next][0] >= h) {
            int a = findRoot(roads[next][1]), b = findRoot(roads[next][2]);
            if (a != b) parent[a] = b;
            next++;
        }
        ok[idx] = findRoot(u) == findRoot(v);
    }
    string out;
    out.reserve((size_t)q * 4);
    for (int i = 0; i < q; i++) out += ok[i] ? "YES\n" : "NO\n";
    fputs(out.c_str(), stdout);
    return 0;
}
