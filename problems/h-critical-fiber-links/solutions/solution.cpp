#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> eu(m), ev(m), deg(n + 1, 0);
    for (int i = 0; i < m; i++) {
        scanf("%d %d", &eu[i], &ev[i]);
        deg[eu[i]]++;
        deg[ev[i]]++;
    }
    vector<int> start(n + 1, 0);
    for (int i = 0; i < n; i++) start[i + 1] = start[i] + deg[i];
    vector<int> adjTo(2 * m), adjId(2 * m), fill(start.begin(), start.end() - 1);
    for (int i = 0; i < m; i++) {
        adjTo[fill[eu[i]]] = ev[i]; adjId[fill[eu[i]]++] = i;
        adjTo[fill[ev[i]]] = eu[i]; adjId[fill[ev[i]]++] = i;
    }
    vector<int> tin(n, -1), low(n, 0), parentEdge(n, -1), it(n), stk;
    stk.reserve(n);
    vector<pair<int, int>> bridges;
    int timer = 0;
    for (int root = 0; root < n; root++) {
        if (tin[root] != -1) continue;
        tin[root] = low[root] = timer++;
        parentEdge[root] = -1;
        it[root] = start[root];
        stk.push_back(root);
        while (!stk.empty()) {
            int v = stk.back();
            if (it[v] < start[v + 1]) {
                int to = adjTo[it[v]], id = adjId[it[v]];
                it[v]++;
                if (id == parentEdge[v]) continue;
                if (tin[to] != -1) low[v] = min(low[v], tin[to]);
                else {
                    tin[to] = low[to] = timer++;
                    parentEdge[to] = id;
                    it[to] = start[to];
                    stk.push_back(to);
                }
            } else {
                stk.pop_back();
                if (parentEdge[v] != -1) {
                    int id = parentEdge[v];
                    int p = eu[id] == v ? ev[id] : eu[id];
                    low[p] = min(low[p], low[v]);
                    if (low[v] > tin[p]) bridges.push_back({min(p, v), max(p, v)});
                }
            }
        }
    }
    sort(bridges.begin(), bridges.end());
    string out = to_string(bridges.size()) + "\n";
    for (auto &b : bridges) { out += to_string(b.first); out.push_back(' '); out += to_string(b.second); out.push_back('\n'); }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
