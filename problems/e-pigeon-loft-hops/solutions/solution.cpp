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
    vector<int> eu(m), ev(m), start(n + 1, 0), to(max(1, 2 * m));
    for (int i = 0; i < m; i++) {
        eu[i] = next(); ev[i] = next();
        start[eu[i] + 1]++;
        start[ev[i] + 1]++;
    }
    for (int i = 0; i < n; i++) start[i + 1] += start[i];
    vector<int> fill(start.begin(), start.end() - 1);
    for (int i = 0; i < m; i++) { to[fill[eu[i]]++] = ev[i]; to[fill[ev[i]]++] = eu[i]; }
    int s = next(), t = next();
    // BFS from s: lofts leave the queue in order of their distance
    vector<int> dist(n, -1), queue(n);
    int head = 0, tail = 0;
    dist[s] = 0;
    queue[tail++] = s;
    while (head < tail && dist[t] < 0) {
        int x = queue[head++];
        for (int e = start[x]; e < start[x + 1]; e++)
            if (dist[to[e]] < 0) { dist[to[e]] = dist[x] + 1; queue[tail++] = to[e]; }
    }
    printf("%d\n", dist[t]);
}
