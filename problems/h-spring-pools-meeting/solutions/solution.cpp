#include <bits/stdc++.h>
using namespace std;

static std::vector<char> inbuf;
static size_t ipos = 0;
static void readAll() {
    char tmp[1 << 16];
    size_t k;
    while ((k = fread(tmp, 1, sizeof tmp, stdin)) > 0) inbuf.insert(inbuf.end(), tmp, tmp + k);
    inbuf.push_back('\0');
}
static long long readInt() {
    while (inbuf[ipos] && inbuf[ipos] != '-' && (inbuf[ipos] < '0' || inbuf[ipos] > '9')) ipos++;
    bool neg = false;
    if (inbuf[ipos] == '-') { neg = true; ipos++; }
    long long r = 0;
    while (inbuf[ipos] >= '0' && inbuf[ipos] <= '9') r = r * 10 + (inbuf[ipos++] - '0');
    return neg ? -r : r;
}

int main() {
    readAll();
    int n = (int)readInt(), q = (int)readInt();
    const int LOG = 16;  // 2^16 > 5 * 10^4
    vector<vector<int>> up(LOG, vector<int>(n));
    vector<int> depth(n, 0);
    up[0][0] = 0;
    vector<int> head(n, -1), nxt(n, -1);
    for (int i = 1; i < n; i++) {
        up[0][i] = (int)readInt();
        nxt[i] = head[up[0][i]];
        head[up[0][i]] = i;
    }
    // depths by breadth-first search from the spring (numbers say nothing about heights)
    vector<int> order;
    order.reserve(n);
    order.push_back(0);
    for (size_t h = 0; h < order.size(); h++)
        for (int c = head[order[h]]; c != -1; c = nxt[c]) {
            depth[c] = depth[order[h]] + 1;
            order.push_back(c);
        }
    for (int k = 1; k < LOG; k++)
        for (int x = 0; x < n; x++) up[k][x] = up[k - 1][up[k - 1][x]];
    string out;
    out.reserve((size_t)q * 12);
    for (int i = 0; i < q; i++) {
        int u = (int)readInt(), v = (int)readInt();
        int a = u, b = v;
        if (depth[a] > depth[b]) swap(a, b);
        int d = depth[b] - depth[a];
        for (int k = 0; d; k++, d >>= 1)
            if (d & 1) b = up[k][b];
        if (a != b) {
            for (int k = LOG - 1; k >= 0; k--)
                if (up[k][a] != up[k][b]) { a = up[k][a]; b = up[k][b]; }
            a = up[0][a];
        }
        out += to_string(a);
        out += ' ';
        out += to_string(depth[u] + depth[v] - 2 * depth[a]);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
