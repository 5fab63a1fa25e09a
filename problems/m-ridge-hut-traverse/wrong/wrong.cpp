// Learner's mistake: assumes the longest traverse passes through hut 0 and adds the two longest
// branches that leave hut 0.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<vector<pair<int, long long>>> adj(n);
    for (int i = 0; i < n - 1; i++) {
        int u, v;
        long long w;
        scanf("%d %d %lld", &u, &v, &w);
        adj[u].push_back({v, w});
        adj[v].push_back({u, w});
    }
    long long b1 = 0, b2 = 0;
    for (auto [c, w0] : adj[0]) {
        // the deepest hut in this branch
        long long deepest = 0;
        vector<tuple<int, int, long long>> st = {{c, 0, w0}};
        while (!st.empty()) {
            auto [x, from, d] = st.back();
            st.pop_back();
            deepest = max(deepest, d);
            for (auto [y, w] : adj[x])
                if (y != from) st.push_back({y, x, d + w});
        }
        if (deepest > b1) { b2 = b1; b1 = deepest; }
        else if (deepest > b2) b2 = deepest;
    }
    printf("%lld\n", b1 + b2);
    return 0;
}
