#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<vector<int>> adj(n);
    vector<int> indeg(n, 0);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        adj[u].push_back(v);
        indeg[v]++;
    }
    priority_queue<int, vector<int>, greater<int>> pq;
    for (int v = 0; v < n; v++)
        if (indeg[v] == 0) pq.push(v);
    vector<int> order;
    order.reserve(n);
    while (!pq.empty()) {
        int x = pq.top();
        pq.pop();
        order.push_back(x);
        for (int y : adj[x])
            if (--indeg[y] == 0) pq.push(y);
    }
    if ((int)order.size() < n) {
        printf("IMPOSSIBLE\n");
        return 0;
    }
    string out;
    out.reserve((size_t)n * 7);
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(order[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
