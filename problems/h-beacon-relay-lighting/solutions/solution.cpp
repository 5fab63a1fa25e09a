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

const long long MOD = 1000000007LL;

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
    // lit: x lit; dark: x dark. Scores exact, ways modulo MOD.
    vector<long long> litS(n), litW(n, 1), darkS(n, 0), darkW(n, 1);
    for (int i = 0; i < n; i++) litS[i] = v[i];
    long long bestS = 0, bestW = 0;
    for (int i = n - 1; i >= 0; i--) {
        int x = order[i];
        long long eS, eW;  // either state of x
        if (litS[x] > darkS[x]) { eS = litS[x]; eW = litW[x]; }
        else if (litS[x] < darkS[x]) { eS = darkS[x]; eW = darkW[x]; }
        else { eS = litS[x]; eW = (litW[x] + darkW[x]) % MOD; }
        if (x == 0) { bestS = eS; bestW = eW; break; }
        int p = par[x];
        litS[p] += darkS[x];
        litW[p] = litW[p] * darkW[x] % MOD;
        darkS[p] += eS;
        darkW[p] = darkW[p] * eW % MOD;
    }
    printf("%lld %lld\n", bestS, bestW);
    return 0;
}
