#include <bits/stdc++.h>
using namespace std;

// Naive: the group of plaza s is (plazas s reaches) ∩ (plazas that reach s), found with a forward
// and a backward BFS from every plaza not grouped yet: O(n * (n + m)) when the groups are small.
// Then the longest-path DP runs over the groups in Kahn's topological order.
int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<long long> tokens(n);
    for (auto& t : tokens) scanf("%lld", &t);
    vector<vector<int>> out(n), in(n);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        out[u].push_back(v);
        in[v].push_back(u);
    }
    vector<int> comp(n, -1), fwd(n, -1), q;
    int comps = 0;
    for (int s = 0; s < n; s++) {
        if (comp[s] >= 0) continue;
        q.assign(1, s);
        fwd[s] = s;
        for (size_t h = 0; h < q.size(); h++)
            for (int y : out[q[h]])
                if (fwd[y] != s) fwd[y] = s, q.push_back(y);
        vector<char> back(n, 0);
        q.assign(1, s);
        back[s] = 1;
        for (size_t h = 0; h < q.size(); h++)
            for (int y : in[q[h]])
                if (!back[y]) back[y] = 1, q.push_back(y);
        for (int x : q)
            if (fwd[x] == s) comp[x] = comps;
        comps++;
    }
    vector<long long> worth(comps, 0), best(comps, 0);
    for (int i = 0; i < n; i++) worth[comp[i]] += tokens[i];
    vector<vector<int>> cout_(comps);
    vector<int> indeg(comps, 0);
    for (int x = 0; x < n; x++)
        for (int y : out[x])
            if (comp[x] != comp[y]) cout_[comp[x]].push_back(comp[y]), indeg[comp[y]]++;
    vector<int> topo;
    for (int c = 0; c < comps; c++)
        if (!indeg[c]) topo.push_back(c);
    for (size_t h = 0; h < topo.size(); h++)
        for (int d : cout_[topo[h]])
            if (--indeg[d] == 0) topo.push_back(d);
    for (int k = comps - 1; k >= 0; k--) {
        int c = topo[k];
        long long nb = 0;
        for (int d : cout_[c]) nb = max(nb, best[d]);
        best[c] = worth[c] + nb;
    }
    printf("%lld\n", best[comp[0]]);
    return 0;
}
