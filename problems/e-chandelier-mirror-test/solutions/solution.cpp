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
    if (n == 0) { printf("0\n"); return 0; }
    vector<long long> t(n);
    vector<int> L(n), R(n);
    for (int i = 0; i < n; i++) {
        t[i] = readInt();
        L[i] = (int)readInt();
        R[i] = (int)readInt();
    }
    // breadth-first over mirror pairs; the first broken pair is on the topmost broken tier
    vector<array<int, 3>> q;
    q.push_back({L[0], R[0], 2});
    for (size_t h = 0; h < q.size(); h++) {
        auto [a, b, d] = q[h];
        if (a == -1 && b == -1) continue;
        if (a == -1 || b == -1 || t[a] != t[b]) { printf("%d\n", d); return 0; }
        q.push_back({L[a], R[b], d + 1});
        q.push_back({R[a], L[b], d + 1});
    }
    printf("0\n");
    return 0;
}
