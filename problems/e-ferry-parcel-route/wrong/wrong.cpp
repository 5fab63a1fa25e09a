// Misread: the learner treats every ferry route as one-way (u -> v only), although routes run
// in both directions, so a parcel that needs a route "backwards" is reported as undeliverable.
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
    }
    int s, t;
    scanf("%d %d", &s, &t);
    vector<char> seen(n, 0);
    vector<int> stack = {s};
    seen[s] = 1;
    while (!stack.empty()) {
        int x = stack.back();
        stack.pop_back();
        for (int y : adj[x])
            if (!seen[y]) seen[y] = 1, stack.push_back(y);
    }
    puts(seen[t] ? "YES" : "NO");
}
