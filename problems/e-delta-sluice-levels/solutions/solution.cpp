#include <bits/stdc++.h>
using namespace std;

static char buf[1 << 25];
int main() {
    size_t len = fread(buf, 1, sizeof(buf) - 1, stdin);
    buf[len] = 0;
    char* p = buf;
    auto next = [&]() -> long long {
        while (*p && (*p < '0' || *p > '9')) p++;
        long long r = 0;
        while (*p >= '0' && *p <= '9') r = r * 10 + (*p++ - '0');
        return r;
    };
    int n = (int)next();
    vector<int> par(n, -1), start(n + 1, 0), child(max(1, n - 1));
    for (int i = 1; i < n; i++) { par[i] = (int)next(); start[par[i] + 1]++; }
    for (int i = 0; i < n; i++) start[i + 1] += start[i];
    vector<int> fill(start.begin(), start.end() - 1);
    for (int i = 1; i < n; i++) child[fill[par[i]]++] = i;
    // BFS from the reservoir; a child's level is its parent's level + 1
    vector<int> level(n, 0), queue(n);
    vector<long long> cnt(n, 0);
    int head = 0, tail = 0;
    queue[tail++] = 0;
    while (head < tail) {
        int u = queue[head++];
        cnt[level[u]]++;
        for (int e = start[u]; e < start[u + 1]; e++) {
            level[child[e]] = level[u] + 1;
            queue[tail++] = child[e];
        }
    }
    int q = (int)next();
    string out;
    out.reserve((size_t)q * 7);
    for (int j = 0; j < q; j++) {
        long long k = next();
        long long ans = k < n ? cnt[k] : 0;
        if (j) out += ' ';
        out += to_string(ans);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
}
