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
    vector<int> u(m), v(m), pos(n);
    for (int i = 0; i < m; i++) { u[i] = next(); v[i] = next(); }
    for (int i = 0; i < n; i++) pos[next()] = i;  // inverse of the plan
    for (int i = 0; i < m; i++)
        if (pos[u[i]] > pos[v[i]]) { printf("NO %d\n", i + 1); return 0; }
    puts("YES");
}
