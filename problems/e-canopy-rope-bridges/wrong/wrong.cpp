// Mistake: links the platform itself instead of its root, parent[u] = find(v). If u already
// hung under another platform, that link is overwritten and u's old set is cut off from u.
#include <bits/stdc++.h>
using namespace std;

vector<int> parent_;
int findRoot(int x) {
    while (parent_[x] != x) x = parent_[x];
    return x;
}

int main() {
    int n, m, q;
    if (scanf("%d %d %d", &n, &m, &q) != 3) return 0;
    parent_.resize(n);
    iota(parent_.begin(), parent_.end(), 0);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        int rv = findRoot(v);
        if (findRoot(u) != rv) parent_[u] = rv;
    }
    string out;
    for (int k = 0; k < q; k++) {
        int a, b;
        scanf("%d %d", &a, &b);
        out += findRoot(a) == findRoot(b) ? 'Y' : 'N';
    }
    puts(out.c_str());
}
