// Naive: climb one channel at a time, first the deeper pool until both are equally deep, then
// both together until they meet. Correct, but O(depth) per question.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    vector<int> p(n, 0), depth(n, 0);
    for (int i = 1; i < n; i++) {
        scanf("%d", &p[i]);
    }
    vector<vector<int>> ch(n);
    for (int i = 1; i < n; i++) ch[p[i]].push_back(i);
    vector<int> order = {0};
    for (size_t h = 0; h < order.size(); h++)
        for (int c : ch[order[h]]) { depth[c] = depth[order[h]] + 1; order.push_back(c); }
    string out;
    for (int i = 0; i < q; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        int a = u, b = v;
        while (depth[a] > depth[b]) a = p[a];
        while (depth[b] > depth[a]) b = p[b];
        while (a != b) { a = p[a]; b = p[b]; }
        out += to_string(a) + " " + to_string(depth[u] + depth[v] - 2 * depth[a]) + "\n";
    }
    fputs(out.c_str(), stdout);
    return 0;
}
