// Learner's mistake: neighbours are kept in a set to skip repeated rules, but the in-degree is
// still counted once per input line, so a job behind a repeated rule is never freed.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<set<int>> adj(n);
    vector<int> indeg(n, 0);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        adj[u].insert(v);
        indeg[v]++;
    }
    priority_queue<int, vector<int>, greater<int>> pq;
    for (int v = 0; v < n; v++)
        if (indeg[v] == 0) pq.push(v);
    vector<int> order;
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
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(order[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
