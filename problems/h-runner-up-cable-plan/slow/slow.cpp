#include <bits/stdc++.h>
using namespace std;

struct Cable {
    int u, v, w;
};

// Naive: build a cheapest plan with Kruskal, then for every unused cable walk the plan from u with
// a full BFS, recording the dearest cable on the way to every island, and read it off at v.
// Correct, but O(n) per unused cable: O(n * m) in total.
long long runnerUpCost(int n, vector<Cable>& cables) {
    int m = cables.size();
    vector<int> order(m);
    iota(order.begin(), order.end(), 0);
    sort(order.begin(), order.end(), [&](int a, int b) { return cables[a].w < cables[b].w; });
    vector<int> parent(n);
    iota(parent.begin(), parent.end(), 0);
    function<int(int)> findRoot = [&](int x) { return parent[x] == x ? x : parent[x] = findRoot(parent[x]); };
    vector<char> used(m, 0);
    vector<vector<pair<int, int>>> adj(n);
    long long total = 0;
    int joined = 0;
    for (int i : order) {
        int a = findRoot(cables[i].u), b = findRoot(cables[i].v);
        if (a == b) continue;
        parent[a] = b;
        used[i] = 1;
        total += cables[i].w;
        joined++;
        adj[cables[i].u].push_back({cables[i].v, cables[i].w});
        adj[cables[i].v].push_back({cables[i].u, cables[i].w});
    }
    if (joined != n - 1) return -1;
    long long answer = -1;
    vector<int> best(n), seen(n, -1), q;
    for (int i = 0; i < m; i++) {
        if (used[i]) continue;
        q.assign(1, cables[i].u);
        seen[cables[i].u] = i;
        best[cables[i].u] = 0;
        for (size_t h = 0; h < q.size(); h++) {
            int x = q[h];
            for (auto [y, w] : adj[x])
                if (seen[y] != i) {
                    seen[y] = i;
                    best[y] = max(best[x], w);
                    q.push_back(y);
                }
        }
        long long cand = total + cables[i].w - best[cables[i].v];
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
