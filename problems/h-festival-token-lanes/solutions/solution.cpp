#include <bits/stdc++.h>
using namespace std;

// Kosaraju (iterative): the components come out in topological order of the condensation. Inside
// a component every plaza can be visited, so a component is worth the sum of its tokens; the best
// walk is a longest path in the condensation DAG, computed in reverse topological order.
long long bestHaul(int n, const vector<int>& tokens, const vector<pair<int, int>>& lanes) {
    vector<vector<int>> out(n), in(n);
    for (auto [u, v] : lanes) {
        out[u].push_back(v);
        in[v].push_back(u);
    }
    // pass 1: finishing order on the graph
    vector<int> order;
    order.reserve(n);
    vector<char> seen(n, 0);
    vector<pair<int, size_t>> st;
    for (int s = 0; s < n; s++) {
        if (seen[s]) continue;
        seen[s] = 1;
        st.push_back({s, 0});
        while (!st.empty()) {
            auto& [x, i] = st.back();
            if (i < out[x].size()) {
                int y = out[x][i++];
                if (!seen[y]) {
                    seen[y] = 1;
                    st.push_back({y, 0});
                }
            } else {
                order.push_back(x);
                st.pop_back();
            }
        }
    }
    // pass 2: on the reversed graph in decreasing finishing time; components get numbers in
    // topological order of the condensation
    vector<int> comp(n, -1), stack2;
    int comps = 0;
    for (int k = n - 1; k >= 0; k--) {
        int s = order[k];
        if (comp[s] >= 0) continue;
        comp[s] = comps;
        stack2.assign(1, s);
        while (!stack2.empty()) {
            int x = stack2.back();
            stack2.pop_back();
            for (int y : in[x])
                if (comp[y] < 0) {
                    comp[y] = comps;
                    stack2.push_back(y);
                }
        }
        comps++;
    }
    vector<long long> worth(comps, 0), best(comps, 0);
    for (int i = 0; i < n; i++) worth[comp[i]] += tokens[i];
    vector<vector<int>> members(comps);
    for (int i = 0; i < n; i++) members[comp[i]].push_back(i);
    for (int c = comps - 1; c >= 0; c--) {
        long long next = 0;
        for (int x : members[c])
            for (int y : out[x])
                if (comp[y] != c) next = max(next, best[comp[y]]);
        best[c] = worth[c] + next;
    }
    return best[comp[0]];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<int> tokens(n);
    for (auto& t : tokens) cin >> t;
    vector<pair<int, int>> lanes(m);
    for (auto& l : lanes) cin >> l.first >> l.second;
    cout << bestHaul(n, tokens, lanes) << "\n";
    return 0;
}
