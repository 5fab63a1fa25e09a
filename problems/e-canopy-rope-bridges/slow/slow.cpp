// Naive: answer every question with its own BFS from platform a over the bridges.
// O(n + m) per question, O(q * (n + m)) in total.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m, q;
    if (scanf("%d %d %d", &n, &m, &q) != 3) return 0;
    vector<vector<int>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    string out;
    vector<char> seen(n);
    vector<int> queue(n);
    for (int k = 0; k < q; k++) {
        int a, b;
        scanf("%d %d", &a, &b);
        fill(seen.begin(), seen.end(), 0);
        int head = 0, tail = 0;
        queue[tail++] = a;
        seen[a] = 1;
        while (head < tail) {
            int x = queue[head++];
            for (int y : adj[x]) if (!seen[y]) { seen[y] = 1; queue[tail++] = y; }
        }
        out += seen[b] ? 'Y' : 'N';
    }
    puts(out.c_str());
}
