// Learner's mistake: assumes every town's parent has a smaller number and computes the depths
// and subtree sizes in number order instead of walking the tree, which breaks as soon as a
// town hangs below a larger number.
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
    int n = (int)readInt();
    vector<int> par(n, -1), first(n, -1), nxt(n, -1);
    for (int i = 1; i < n; i++) {
        par[i] = (int)readInt();
        nxt[i] = first[par[i]];
        first[par[i]] = i;
    }
    vector<int> order = {0}, depth(n, 0);
    order.reserve(n);
    for (size_t h = 0; h < order.size(); h++)
        for (int c = first[order[h]]; c != -1; c = nxt[c]) {
            depth[c] = depth[order[h]] + 1;
            order.push_back(c);
        }
    for (int i = 1; i < n; i++) depth[i] = depth[par[i]] + 1;
    vector<long long> size(n, 1), D(n, 0);
    for (int i = n - 1; i >= 1; i--) size[par[i]] += size[i];
    for (int x = 0; x < n; x++) D[0] += depth[x];
    for (int i = 1; i < n; i++) {
        int c = order[i];
        D[c] = D[par[c]] + n - 2 * size[c];  // re-root across the road par[c] - c
    }
    string out;
    out.reserve((size_t)n * 11);
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(D[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
