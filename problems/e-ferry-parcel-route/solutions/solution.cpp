#include <bits/stdc++.h>
using namespace std;

vector<int> parent_, sz;

int find(int x) {
    while (parent_[x] != x) {
        parent_[x] = parent_[parent_[x]];  // path halving
        x = parent_[x];
    }
    return x;
}

void unite(int a, int b) {
    a = find(a), b = find(b);
    if (a == b) return;
    if (sz[a] < sz[b]) swap(a, b);
    parent_[b] = a;
    sz[a] += sz[b];
}

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    parent_.resize(n);
    sz.assign(n, 1);
    iota(parent_.begin(), parent_.end(), 0);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        unite(u, v);
    }
    int s, t;
    scanf("%d %d", &s, &t);
    puts(find(s) == find(t) ? "YES" : "NO");
}
