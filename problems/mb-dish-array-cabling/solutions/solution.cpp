#include <bits/stdc++.h>
using namespace std;

struct Edge {
    int u, v, w;
};

static vector<int> parent, sz;
static int findRoot(int x) {
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

// Kruskal: take edges by increasing cost, skipping those that would close a cycle (union-find).
long long cableCost(int n, vector<Edge>& edges) {
    parent.resize(n);
    sz.assign(n, 1);
    for (int i = 0; i < n; i++) parent[i] = i;
    sort(edges.begin(), edges.end(), [](const Edge& a, const Edge& b) { return a.w < b.w; });
    long long total = 0;
    int joined = 0;
    for (const Edge& e : edges) {
        int a = findRoot(e.u), b = findRoot(e.v);
        if (a == b) continue;
        if (sz[a] < sz[b]) swap(a, b);
        parent[b] = a;
        sz[a] += sz[b];
        total += e.w;
        joined++;
    }
    return joined == n - 1 ? total : -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<Edge> edges(m);
    for (auto& e : edges) cin >> e.u >> e.v >> e.w;
    cout << cableCost(n, edges) << "\n";
    return 0;
}
