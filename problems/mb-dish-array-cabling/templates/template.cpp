#include <bits/stdc++.h>
using namespace std;

struct Edge {
    int u, v, w;
};

// Return the minimum total cost of edges linking all n vertices, or -1 if impossible.
// Use a 64-bit total.
long long cableCost(int n, vector<Edge>& edges) {
    // TODO: build a minimum spanning tree
    return -1;
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
