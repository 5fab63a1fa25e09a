#include <bits/stdc++.h>
using namespace std;

struct Cable {
    int u, v, w;
};

// Kruskal builds a cheapest plan. Swapping in an unused cable (u, v, w) and dropping the dearest
// cable on the plan's path between u and v gives the best plan containing that cable; the answer
// is the cheapest such swap. Path maxima come from binary lifting over the rooted plan.
long long runnerUpCost(int n, vector<Cable>& cables) {
    int m = cables.size();
    vector<int> order(m);
    iota(order.begin(), order.end(), 0);
    sort(order.begin(), order.end(), [&](int a, int b) { return cables[a].w < cables[b].w; });
    vector<int> parent(n), sz(n, 1);
    iota(parent.begin(), parent.end(), 0);
    auto findRoot = [&](int x) {
        while (parent[x] != x) x = parent[x] = parent[parent[x]];
        return x;
    };
    vector<char> used(m, 0);
    vector<vector<pair<int, int>>> adj(n);
    long long total = 0;
    int joined = 0;
    for (int i : order) {
        int a = findRoot(cables[i].u), b = findRoot(cables[i].v);
        if (a == b) continue;
        if (sz[a] < sz[b]) swap(a, b);
        parent[b] = a;
        sz[a] += sz[b];
        used[i] = 1;
        total += cables[i].w;
        joined++;
        adj[cables[i].u].push_back({cables[i].v, cables[i].w});
        adj[cables[i].v].push_back({cables[i].u, cables[i].w});
    }
    if (joined != n - 1) return -1;
    int LOG = 1;
    while ((1 << LOG) < n) LOG++;
    vector<vector<int>> up(LOG, vector<int>(n, 0)), mx(LOG, vector<int>(n, 0));
    vector<int> depth(n, 0), queue_(1, 0);
    vector<char> seen(n, 0);
    seen[0] = 1;
    for (size_t h = 0; h < queue_.size(); h++) {
        int x = queue_[h];
        for (auto [y, w] : adj[x])
            if (!seen[y]) {
                seen[y] = 1;
                depth[y] = depth[x] + 1;
                up[0][y] = x;
                mx[0][y] = w;
                queue_.push_back(y);
            }
    }
    for (int k = 1; k < LOG; k++)
        for (int v = 0; v < n; v++) {
            up[k][v] = up[k - 1][up[k - 1][v]];
            mx[k][v] = max(mx[k - 1][v], mx[k - 1][up[k - 1][v]]);
        }
    auto pathMax = [&](int a, int b) {
        int best = 0;
        if (depth[a] < depth[b]) swap(a, b);
        int diff = depth[a] - depth[b];
        for (int k = 0; diff; k++, diff >>= 1)
            if (diff & 1) {
                best = max(best, mx[k][a]);
                a = up[k][a];
            }
        if (a == b) return best;
        for (int k = LOG - 1; k >= 0; k--)
            if (up[k][a] != up[k][b]) {
                best = max({best, mx[k][a], mx[k][b]});
                a = up[k][a];
                b = up[k][b];
            }
        return max({best, mx[0][a], mx[0][b]});
    };
    long long answer = -1;
    for (int i = 0; i < m; i++) {
        if (used[i]) continue;
        long long cand = total + cables[i].w - pathMax(cables[i].u, cables[i].v);
        if (answer < 0 || cand < answer) answer = cand;
    }
    return answer;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<Cable> cables(m);
    for (auto& c : cables) cin >> c.u >> c.v >> c.w;
    cout << runnerUpCost(n, cables) << "\n";
    return 0;
}
