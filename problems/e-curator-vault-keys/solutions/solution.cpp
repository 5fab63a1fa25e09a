#include <bits/stdc++.h>
using namespace std;

static char buf[1 << 23];
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
    int n = next(), m = next();
    vector<int> eu(m), ev(m), start(n + 1, 0), to(max(1, m));
    for (int i = 0; i < m; i++) { eu[i] = next(); ev[i] = next(); start[eu[i] + 1]++; }
    for (int i = 0; i < n; i++) start[i + 1] += start[i];
    vector<int> fill(start.begin(), start.end() - 1);
    for (int i = 0; i < m; i++) to[fill[eu[i]]++] = ev[i];
    // BFS over the keys from the open vault 0
    vector<char> open(n, 0);
    vector<int> queue(n);
    int head = 0, tail = 0;
    open[0] = 1;
    queue[tail++] = 0;
    while (head < tail) {
        int u = queue[head++];
        for (int e = start[u]; e < start[u + 1]; e++)
            if (!open[to[e]]) { open[to[e]] = 1; queue[tail++] = to[e]; }
    }
    int first = -1;
    for (int i = 0; i < n; i++) if (!open[i]) { first = i; break; }
    printf("%d %d\n", tail, first);
}
