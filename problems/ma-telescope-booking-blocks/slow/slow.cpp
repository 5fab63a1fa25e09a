// Naive O(n^2): compare every pair of bookings and join overlapping ones with union-find.
#include <bits/stdc++.h>
using namespace std;

vector<int> parent;
int root(int x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> s(n), e(n);
    for (int i = 0; i < n; i++) scanf("%d %d", &s[i], &e[i]);
    parent.resize(n);
    for (int i = 0; i < n; i++) parent[i] = i;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (s[i] <= e[j] && s[j] <= e[i]) {
                int a = root(i), b = root(j);
                if (a != b) parent[a] = b;
            }
    map<int, pair<int, int>> blocks;
    for (int i = 0; i < n; i++) {
        int r = root(i);
        auto it = blocks.find(r);
        if (it == blocks.end()) blocks[r] = {s[i], e[i]};
        else {
            it->second.first = min(it->second.first, s[i]);
            it->second.second = max(it->second.second, e[i]);
        }
    }
    vector<pair<int, int>> res;
    for (auto &kv : blocks) res.push_back(kv.second);
    sort(res.begin(), res.end());
    printf("%zu\n", res.size());
    for (auto &p : res) printf("%d %d\n", p.first, p.second);
    return 0;
}
