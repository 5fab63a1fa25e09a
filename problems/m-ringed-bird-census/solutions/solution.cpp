#include <bits/stdc++.h>
using namespace std;

static vector<int> parent, sz;

static int findRoot(int x) {
    int r = x;
    while (parent[r] != r) r = parent[r];
    while (parent[x] != r) {  // path compression
        int nx = parent[x];
        parent[x] = r;
        x = nx;
    }
    return r;
}

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    parent.resize(n);
    sz.assign(n, 1);
    iota(parent.begin(), parent.end(), 0);
    unordered_map<int, int> first;
    first.reserve(2 * q + 1);
    int birds = n;
    string out;
    out.reserve((size_t)q * 7);
    char tmp[16];
    for (int i = 0; i < q; i++) {
        int p, x;
        scanf("%d %d", &p, &x);
        auto it = first.find(x);
        if (it == first.end()) {
            first.emplace(x, p);
        } else {
            int a = findRoot(p), b = findRoot(it->second);
            if (a != b) {
                if (sz[a] < sz[b]) swap(a, b);
                parent[b] = a;
                sz[a] += sz[b];
                birds--;
            }
        }
        int k = snprintf(tmp, sizeof tmp, "%d\n", birds);
        out.append(tmp, k);
    }
    fputs(out.c_str(), stdout);
    return 0;
}
