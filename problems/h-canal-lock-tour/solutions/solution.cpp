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
    vector<long long> v(n);
    for (auto& x : v) x = readInt();
    vector<int> par(n, -1), first(n, -1), nxt(n, -1);
    for (int i = 1; i < n; i++) {
        par[i] = (int)readInt();
        nxt[i] = first[par[i]];
        first[par[i]] = i;
    }
    vector<int> order = {0};
    order.reserve(n);
    for (size_t h = 0; h < order.size(); h++)
        for (int c = first[order[h]]; c != -1; c = nxt[c]) order.push_back(c);
    // g1 >= g2: the two best non-negative branch gains below each lock
    vector<long long> g1(n, 0), g2(n, 0);
    long long answer = v[0];
    for (int i = n - 1; i >= 0; i--) {
        int x = order[i];
        answer = max(answer, v[x] + g1[x] + g2[x]);
        if (x == 0) break;
        long long gain = max(0LL, v[x] + g1[x]);  // down[x], clamped for the parent
        int p = par[x];
        if (gain > g1[p]) { g2[p] = g1[p]; g1[p] = gain; }
        else if (gain > g2[p]) g2[p] = gain;
    }
    printf("%lld\n", answer);
    return 0;
}
