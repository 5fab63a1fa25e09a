#include <bits/stdc++.h>
using namespace std;

static char buf[1 << 23];
static vector<int> parent_, size_;

static int findRoot(int x) {
    int r = x;
    while (parent_[r] != r) r = parent_[r];
    while (parent_[x] != r) { int nx = parent_[x]; parent_[x] = r; x = nx; }  // path compression
    return r;
}

int main() {
    size_t len = fread(buf, 1, sizeof(buf) - 1, stdin);
    buf[len] = 0;
    char* p = buf;
    auto next = [&]() -> int {
        while (*p && (*p < '0' || *p > '9')) p++;
        int r = 0;
        while (*p >= '0' && *p <= '9') r = r * 10 + (*p++ - '0');
        return r;
    };
    int n = next(), m = next(), q = next();
    parent_.resize(n);
    size_.assign(n, 1);
    iota(parent_.begin(), parent_.end(), 0);
    for (int i = 0; i < m; i++) {
        int a = findRoot(next()), b = findRoot(next());
        if (a == b) continue;
        if (size_[a] < size_[b]) swap(a, b);
        parent_[b] = a;  // union by size
        size_[a] += size_[b];
    }
    string out(q, 'N');
    for (int k = 0; k < q; k++) {
        int a = next(), b = next();
        if (findRoot(a) == findRoot(b)) out[k] = 'Y';
    }
    out += '\n';
    fputs(out.c_str(), stdout);
}
