// Classic union-find slip: after checking that the roots differ, the learner links the vertex
// itself (parent[b] = a) instead of b's root, which tears b out of its old tree.
#include <bits/stdc++.h>
using namespace std;

vector<int> parent_;

int find(int x) {
    while (parent_[x] != x) x = parent_[x];
    return x;
}

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    parent_.resize(n);
    iota(parent_.begin(), parent_.end(), 0);
    int components = n;
    for (int i = 0; i < m; i++) {
        int a, b;
        scanf("%d %d", &a, &b);
        if (find(a) == find(b)) continue;
        parent_[b] = a;
        components--;
    }
    printf("%d\n", components);
}
