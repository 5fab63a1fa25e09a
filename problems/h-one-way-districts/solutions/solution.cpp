#include <bits/stdc++.h>
using namespace std;

// Build CSR adjacency from edge lists.
static void buildCsr(int n, const vector<int>& from, const vector<int>& to, vector<int>& start, vector<int>& adj) {
    start.assign(n + 1, 0);
    for (int f : from) start[f + 1]++;
    for (int i = 0; i < n; i++) start[i + 1] += start[i];
    adj.assign(from.size(), 0);
    vector<int> pos(start.begin(), start.end() - 1);
    for (size_t i = 0; i < from.size(); i++) adj[pos[from[i]]++] = to[i];
}

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> eu(m), ev(m);
    for (int i = 0; i < m; i++) scanf("%d %d", &eu[i], &ev[i]);
    vector<int> gs, ga, rs, ra;
    buildCsr(n, eu, ev, gs, ga);
    buildCsr(n, ev, eu, rs, ra);
    vector<char> vis(n, 0);
    vector<int> order, it(n), stk;
    order.reserve(n);
    stk.reserve(n);
    for (int s = 0; s < n; s++) {
        if (vis[s]) continue;
        vis[s] = 1;
        it[s] = gs[s];
        stk.push_back(s);
        while (!stk.empty()) {
            int v = stk.back();
            if (it[v] < gs[v + 1]) {
                int to = ga[it[v]++];
                if (!vis[to]) { vis[to] = 1; it[to] = gs[to]; stk.push_back(to); }
            } else {
                stk.pop_back();
                order.push_back(v);
            }
        }
    }
    vector<int> comp(n, -1);
    int count = 0, largest = 0;
    for (int i = n - 1; i >= 0; i--) {
        int s = order[i];
        if (comp[s] != -1) continue;
        int size = 0;
        comp[s] = count;
        stk.push_back(s);
        while (!stk.empty()) {
            int v = stk.back();
            stk.pop_back();
            size++;
            for (int e = rs[v]; e < rs[v + 1]; e++)
                if (comp[ra[e]] == -1) { comp[ra[e]] = count; stk.push_back(ra[e]); }
        }
        largest = max(largest, size);
        count++;
    }
    printf("%d %d\n", count, largest);
    return 0;
}
