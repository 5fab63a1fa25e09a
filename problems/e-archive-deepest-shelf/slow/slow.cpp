// Naive: no queue. Record every box's parent, then find each box's shelf by climbing parent
// links up to the founder's box and counting the steps; the deepest shelf and its letters follow
// from one more pass. Correct, but a box on shelf d climbs d steps: O(n * h), about n^2 / 2
// steps when the boxes form one long chain.
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
    vector<int> parent(n, -1);
    for (int i = 0; i < n; i++) {
        c[i] = readInt();
        int l = (int)readInt(), r = (int)readInt();
        if (l != -1) parent[l] = i;
        if (r != -1) parent[r] = i;
    }
    vector<int> depth(n);
    int deepest = 0;
    for (int i = 0; i < n; i++) {
        int d = 0;
        for (int x = i; parent[x] != -1; x = parent[x]) d++;
        depth[i] = d;
        deepest = max(deepest, d);
    }
    long long sum = 0;
    for (int i = 0; i < n; i++)
        if (depth[i] == deepest) sum += c[i];
    printf("%d %lld\n", deepest + 1, sum);
    return 0;
}
