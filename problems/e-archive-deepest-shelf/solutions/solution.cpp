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
    if (n == 0) { printf("0 0\n"); return 0; }
    vector<long long> c(n);
    vector<int> L(n), R(n);
    for (int i = 0; i < n; i++) {
        c[i] = readInt();
        L[i] = (int)readInt();
        R[i] = (int)readInt();
    }
    // breadth-first, one shelf per round
    vector<int> q;
    q.reserve(n);
    q.push_back(0);
    size_t head = 0;
    int shelves = 0;
    long long sum = 0;
    while (head < q.size()) {
        size_t end = q.size();
        sum = 0;
        for (; head < end; head++) {
            int x = q[head];
            sum += c[x];
            if (L[x] != -1) q.push_back(L[x]);
            if (R[x] != -1) q.push_back(R[x]);
        }
        shelves++;
    }
    printf("%d %lld\n", shelves, sum);
    return 0;
}
