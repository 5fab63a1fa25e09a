#include <bits/stdc++.h>
using namespace std;

// Naive: before stretching each rope, search (DFS) the ropes stretched so far for a way from one
// hut to the other. Correct, but O(n) per rope: O(n * m) in total.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<int>> adj(n);
    vector<int> seen(n, 0), st;
    for (int i = 1; i <= m; i++) {
        int u, v;
        cin >> u >> v;
        bool linked = false;
        st.assign(1, u);
        seen[u] = i;
        while (!st.empty() && !linked) {
            int x = st.back();
            st.pop_back();
            if (x == v) linked = true;
            for (int y : adj[x])
                if (seen[y] != i) {
                    seen[y] = i;
                    st.push_back(y);
                }
        }
        if (linked) {
            cout << i << "\n";
            return 0;
        }
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    cout << -1 << "\n";
    return 0;
}
