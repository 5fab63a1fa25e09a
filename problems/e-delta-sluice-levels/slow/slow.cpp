// Naive: for every round, run a fresh BFS from the reservoir that stops after level k and
// counts the basins it reaches at level k. O(n) per round, O(n * q) in total.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<vector<int>> children(n);
    for (int i = 1; i < n; i++) { int p; scanf("%d", &p); children[p].push_back(i); }
    int q;
    scanf("%d", &q);
    vector<int> cur, nxt;
    string out;
    for (int j = 0; j < q; j++) {
        long long k;
        scanf("%lld", &k);
        cur.assign(1, 0);
        long long level = 0;
        while (level < k && !cur.empty()) {
            nxt.clear();
            for (int u : cur) for (int v : children[u]) nxt.push_back(v);
            swap(cur, nxt);
            level++;
        }
        if (j) out += ' ';
        out += to_string(cur.size());
    }
    puts(out.c_str());
}
