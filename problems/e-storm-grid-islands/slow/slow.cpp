// Naive union-find without path compression or union by size: trees can degenerate into long
// chains, so a single find may walk O(n) parents and the whole run takes O(n * m).
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
        a = find(a), b = find(b);
        if (a != b) {
            parent_[a] = b;
            components--;
        }
    }
    printf("%d\n", components);
}
