#include <bits/stdc++.h>
using namespace std;

struct Edge {
    int u, v, w;
};

// Naive Kruskal: sort the edges, and for every edge run a DFS over the cables chosen so far to see
// whether its ends are already connected. Correct, but O(m * n) in the worst case.
long long cableCost(int n, vector<Edge>& edges) {
    sort(edges.begin(), edges.end(), [](const Edge& a, const Edge& b) { return a.w < b.w; });
    vector<vector<int>> adj(n);
    vector<int> seen(n, 0), st;
    int stamp = 0;
    long long total = 0;
    int joined = 0;
    for (const Edge& e : edges) {
        stamp++;
        bool connected = false;
        st.assign(1, e.u);
        seen[e.u] = stamp;
        while (!st.empty() && !connected) {
            int x = st.back();
            st.pop_back();
            if (x == e.v) connected = true;
            for (int y : adj[x])
                if (seen[y] != stamp) {
                    seen[y] = stamp;
                    st.push_back(y);
                }
        }
        if (connected) continue;
        adj[e.u].push_back(e.v);
        adj[e.v].push_back(e.u);
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
