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

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    parent_.resize(n);
    sz.assign(n, 1);
    iota(parent_.begin(), parent_.end(), 0);
    int components = n;
    for (int i = 0; i < m; i++) {
        int a, b;
        scanf("%d %d", &a, &b);
        a = find(a), b = find(b);
        if (a == b) continue;
        if (sz[a] < sz[b]) swap(a, b);
        parent_[b] = a;  // union by size
        sz[a] += sz[b];
        components--;
    }
    printf("%d\n", components);
}
