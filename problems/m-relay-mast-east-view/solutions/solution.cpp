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
    vector<long long> g(n);
    vector<int> L(n), R(n);
    for (int i = 0; i < n; i++) {
        g[i] = readInt();
        L[i] = (int)readInt();
        R[i] = (int)readInt();
    }
    // breadth-first, one tier per round; children pushed west first
    vector<int> q;
    q.reserve(n);
    q.push_back(0);
    size_t head = 0;
    string out;
    while (head < q.size()) {
        size_t end = q.size();
        long long sum = 0;
        int last = -1;
        for (; head < end; head++) {
            int x = q[head];
            sum += g[x];
            last = x;
            if (L[x] != -1) q.push_back(L[x]);
            if (R[x] != -1) q.push_back(R[x]);
        }
        out += to_string(g[last]);
        out += ' ';
        out += to_string(sum);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
