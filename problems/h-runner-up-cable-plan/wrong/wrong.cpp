// Mistake: a greedy shortcut. It always swaps in the cheapest unused cable (dropping the dearest
// plan cable on its path), but a dearer unused cable can replace a much dearer plan cable and
// give a cheaper runner-up plan.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<array<int, 3>> c(m);
    for (auto& e : c) scanf("%d %d %d", &e[0], &e[1], &e[2]);
    vector<int> order(m);
    iota(order.begin(), order.end(), 0);
    stable_sort(order.begin(), order.end(), [&](int a, int b) { return c[a][2] < c[b][2]; });
    vector<int> par(n);
    iota(par.begin(), par.end(), 0);
    function<int(int)> find = [&](int x) { return par[x] == x ? x : par[x] = find(par[x]); };
    vector<vector<pair<int, int>>> adj(n);
    long long total = 0;
    int joined = 0, cheapestUnused = -1;
    for (int i : order) {
        int a = find(c[i][0]), b = find(c[i][1]);
        if (a == b) {
            if (cheapestUnused < 0) cheapestUnused = i;
            continue;
        }
        par[a] = b;
        total += c[i][2];
        joined++;
        adj[c[i][0]].push_back({c[i][1], c[i][2]});
        adj[c[i][1]].push_back({c[i][0], c[i][2]});
    }
    if (joined != n - 1 || cheapestUnused < 0) { puts("-1"); return 0; }
    vector<int> best(n, -1);
    vector<int> st(1, c[cheapestUnused][0]);
    best[c[cheapestUnused][0]] = 0;
    while (!st.empty()) {
        int x = st.back();
        st.pop_back();
        for (auto [y, w] : adj[x])
            if (best[y] < 0) {
                best[y] = max(best[x], w);
                st.push_back(y);
            }
    }
    printf("%lld\n", total + c[cheapestUnused][2] - best[c[cheapestUnused][1]]);
    return 0;
}
