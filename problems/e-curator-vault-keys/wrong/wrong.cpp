// Mistake: treats every key as a two-way passage (an undirected edge), so from vault v the
// curator "walks back" to u although she holds no key to u.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<vector<int>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    vector<char> seen(n, 0);
    vector<int> st = {0};
    seen[0] = 1;
    while (!st.empty()) {
        int x = st.back();
        st.pop_back();
        for (int y : adj[x]) if (!seen[y]) { seen[y] = 1; st.push_back(y); }
    }
    int cnt = 0, first = -1;
    for (int i = 0; i < n; i++) {
        if (seen[i]) cnt++;
        else if (first < 0) first = i;
    }
    printf("%d %d\n", cnt, first);
}
