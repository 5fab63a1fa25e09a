#include <bits/stdc++.h>
using namespace std;

struct Line {
    int u, v, w, heritage;
};

static vector<int> parent_, size_;

static int findRoot(int x) {
    while (parent_[x] != x) {
        parent_[x] = parent_[parent_[x]];
        x = parent_[x];
    }
    return x;
}

static bool unite(int a, int b) {
    a = findRoot(a);
    b = findRoot(b);
    if (a == b) return false;
    if (size_[a] < size_[b]) swap(a, b);
    parent_[b] = a;
    size_[a] += size_[b];
    return true;
}

// Every heritage line is paid for and merged first (even if it closes a cycle); then Kruskal
// adds the cheapest remaining lines that join two different groups.
long long networkCost(int n, vector<Line>& lines) {
    parent_.assign(n, 0);
    size_.assign(n, 1);
    iota(parent_.begin(), parent_.end(), 0);
    long long total = 0;
    int groups = n;
    vector<Line> rest;
    for (const Line& l : lines) {
        if (l.heritage) {
            total += l.w;
            if (unite(l.u, l.v)) groups--;
        } else {
            rest.push_back(l);
        }
    }
    sort(rest.begin(), rest.end(), [](const Line& a, const Line& b) { return a.w < b.w; });
    for (const Line& l : rest) {
        if (groups == 1) break;
        if (unite(l.u, l.v)) {
            total += l.w;
            groups--;
        }
    }
    return groups == 1 ? total : -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<Line> lines(m);
    for (auto& l : lines) cin >> l.u >> l.v >> l.w >> l.heritage;
    cout << networkCost(n, lines) << "\n";
    return 0;
}
