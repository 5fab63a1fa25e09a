#include <bits/stdc++.h>
using namespace std;

static char buf[1 << 23];
int main() {
    size_t len = fread(buf, 1, sizeof(buf) - 1, stdin);
    buf[len] = 0;
    char* p = buf;
    auto next = [&]() -> long long {
        while (*p && *p != '-' && (*p < '0' || *p > '9')) p++;
        bool neg = false;
        if (*p == '-') { neg = true; p++; }
        long long r = 0;
        while (*p >= '0' && *p <= '9') r = r * 10 + (*p++ - '0');
        return neg ? -r : r;
    };
    int n = (int)next();
    vector<long long> v(n);
    for (auto& x : v) x = next();
    vector<int> par(n, -1), start(n + 1, 0), child(max(1, n - 1));
    for (int i = 1; i < n; i++) { par[i] = (int)next(); start[par[i] + 1]++; }
    for (int i = 0; i < n; i++) start[i + 1] += start[i];
    vector<int> fill(start.begin(), start.end() - 1);
    for (int i = 1; i < n; i++) child[fill[par[i]]++] = i;
    // BFS from the entrance: S[child] = S[parent] + v[child]
    vector<long long> S(n);
    vector<int> queue(n);
    int head = 0, tail = 0;
    S[0] = v[0];
    queue[tail++] = 0;
    long long best = LLONG_MIN;
    while (head < tail) {
        int x = queue[head++];
        if (start[x] == start[x + 1]) best = max(best, S[x]);  // a dead end
        for (int e = start[x]; e < start[x + 1]; e++) {
            S[child[e]] = S[x] + v[child[e]];
            queue[tail++] = child[e];
        }
    }
    printf("%lld\n", best);
}
