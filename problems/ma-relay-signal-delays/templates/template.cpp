#include <bits/stdc++.h>
using namespace std;

// adj[u] holds pairs {v, w}: a one-way link from station u to station v with delay w.
// Return a vector of n values: the smallest total delay from `source` to every station,
// or -1 for stations the signal cannot reach. Totals can exceed 32 bits.
vector<long long> shortestDelays(int n, const vector<vector<pair<int, int>>>& adj, int source) {
    // TODO: implement
    return vector<long long>(n, 0);
}

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<vector<pair<int, int>>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v, w;
        scanf("%d %d %d", &u, &v, &w);
        adj[u].push_back({v, w});
    }
    int s, q;
    scanf("%d %d", &s, &q);
    vector<long long> dist = shortestDelays(n, adj, s);
    for (int i = 0; i < q; i++) {
        int t;
        scanf("%d", &t);
        printf("%lld\n", dist[t]);
    }
    return 0;
}
