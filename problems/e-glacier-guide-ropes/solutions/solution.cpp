#include <bits/stdc++.h>
using namespace std;

// Union-find over the huts: a rope whose two huts already have the same root closes a loop.
int firstLoopRope(int n, const vector<pair<int, int>>& ropes) {
    vector<int> parent(n), size(n, 1);
    iota(parent.begin(), parent.end(), 0);
    auto findRoot = [&](int x) {
        while (parent[x] != x) x = parent[x] = parent[parent[x]];
        return x;
    };
    for (size_t i = 0; i < ropes.size(); i++) {
        int a = findRoot(ropes[i].first), b = findRoot(ropes[i].second);
        if (a == b) return (int)i + 1;
        if (size[a] < size[b]) swap(a, b);
        parent[b] = a;
        size[a] += size[b];
    }
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<pair<int, int>> ropes(m);
    for (auto& r : ropes) cin >> r.first >> r.second;
    cout << firstLoopRope(n, ropes) << "\n";
    return 0;
}
