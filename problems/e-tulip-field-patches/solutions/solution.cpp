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
    int r = next(), c = next();
    vector<char> g((size_t)r * c);
    for (int i = 0; i < r; i++) {
        while (*p < 'a' || *p > 'z') p++;
        memcpy(&g[(size_t)i * c], p, c);
        p += c;
    }
    int n = r * c;
    vector<int> label(n, -1), sz, queue(n);
    for (int s = 0; s < n; s++) {
        if (label[s] >= 0) continue;
        int id = (int)sz.size();
        int head = 0, tail = 0;
        label[s] = id;
        queue[tail++] = s;
        while (head < tail) {
            int x = queue[head++];
            int i = x / c, j = x % c;
            int nb[4] = {i > 0 ? x - c : -1, i + 1 < r ? x + c : -1, j > 0 ? x - 1 : -1, j + 1 < c ? x + 1 : -1};
            for (int y : nb)
                if (y >= 0 && label[y] < 0 && g[y] == g[x]) { label[y] = id; queue[tail++] = y; }
        }
        sz.push_back(tail);
    }
    int q = next();
    string out;
    out.reserve((size_t)q * 7);
    for (int k = 0; k < q; k++) {
        int i = next(), j = next();
        if (k) out += ' ';
        out += to_string(sz[label[i * c + j]]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
}
