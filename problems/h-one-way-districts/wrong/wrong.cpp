// Iterative DFS slip in Kosaraju's first pass: the learner pushes (and marks) all unvisited
// neighbours at once, so the recorded finish order is not a real DFS finish order.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<vector<int>> g(n), r(n);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        g[u].push_back(v);
        r[v].push_back(u);
    }
    vector<char> vis(n, 0);
    vector<int> order, stk;
    for (int s = 0; s < n; s++) {
        if (vis[s]) continue;
        vis[s] = 1;
        stk.push_back(s);
        while (!stk.empty()) {
            int v = stk.back();
            bool pushed = false;
            for (int w : g[v])
                if (!vis[w]) { vis[w] = 1; stk.push_back(w); pushed = true; }
            if (!pushed) { stk.pop_back(); order.push_back(v); }
        }
    }
    vector<int> comp(n, -1);
    int count = 0, largest = 0;
    for (int i = n - 1; i >= 0; i--) {
        int s = order[i];
        if (comp[s] != -1) continue;
        int size = 0;
        comp[s] = count;
        stk.push_back(s);
        while (!stk.empty()) {
            int v = stk.back();
            stk.pop_back();
            size++;
            for (int w : r[v])
                if (comp[w] == -1) { comp[w] = count; stk.push_back(w); }
        }
        largest = max(largest, size);
        count++;
    }
    printf("%d %d\n", count, largest);
}
