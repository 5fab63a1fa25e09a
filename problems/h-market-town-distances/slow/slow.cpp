// Naive: a breadth-first search from every town, adding up the distances. Correct, but O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<vector<int>> adj(n);
    for (int i = 1; i < n; i++) {
        int p;
        scanf("%d", &p);
        adj[i].push_back(p);
        adj[p].push_back(i);
    }
    vector<int> dist(n), q(n);
    string out;
    for (int s = 0; s < n; s++) {
        fill(dist.begin(), dist.end(), -1);
        int h = 0, t = 0;
        q[t++] = s;
        dist[s] = 0;
        long long total = 0;
        while (h < t) {
            int x = q[h++];
            total += dist[x];
            for (int y : adj[x])
                if (dist[y] < 0) { dist[y] = dist[x] + 1; q[t++] = y; }
        }
        if (s) out += ' ';
        out += to_string(total);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
