// Naive: from every hut, find the farthest hut with an iterative search. Correct, but O(n^2).
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
    long long answer = 0;
    vector<long long> dist(n);
    vector<int> from(n), st;
    for (int s = 0; s < n; s++) {
        st.assign(1, s);
        dist[s] = 0;
        from[s] = -1;
        while (!st.empty()) {
            int x = st.back();
            st.pop_back();
            answer = max(answer, dist[x]);
            for (auto [y, w] : adj[x])
                if (y != from[x]) { from[y] = x; dist[y] = dist[x] + w; st.push_back(y); }
        }
    }
    printf("%lld\n", answer);
    return 0;
}
