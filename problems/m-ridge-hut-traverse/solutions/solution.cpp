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
    vector<int> eu(n - 1), ev(n - 1), start(n + 1, 0);
    vector<long long> ew(n - 1);
    for (int i = 0; i < n - 1; i++) {
        eu[i] = (int)readInt();
        ev[i] = (int)readInt();
        ew[i] = readInt();
        start[eu[i] + 1]++;
        start[ev[i] + 1]++;
    }
    for (int i = 0; i < n; i++) start[i + 1] += start[i];
    vector<int> to(2 * (n - 1));
    vector<long long> wt(2 * (n - 1));
    vector<int> fill(start.begin(), start.end() - 1);
    for (int i = 0; i < n - 1; i++) {
        to[fill[eu[i]]] = ev[i]; wt[fill[eu[i]]++] = ew[i];
        to[fill[ev[i]]] = eu[i]; wt[fill[ev[i]]++] = ew[i];
    }
    // breadth-first order from hut 0 with parents and the length of the trail up
    vector<int> order, par(n, -1);
    vector<long long> up(n, 0);
    order.reserve(n);
    order.push_back(0);
    par[0] = 0;
    for (size_t h = 0; h < order.size(); h++) {
        int x = order[h];
        for (int e = start[x]; e < start[x + 1]; e++)
            if (par[to[e]] == -1) {
                par[to[e]] = x;
                up[to[e]] = wt[e];
                order.push_back(to[e]);
            }
    }
    // children before parents: best and second-best branch at every hut
    vector<long long> best1(n, 0), best2(n, 0);
    long long answer = 0;
    for (int i = n - 1; i >= 0; i--) {
        int x = order[i];
        answer = max(answer, best1[x] + best2[x]);
        if (x == 0) break;
        long long branch = best1[x] + up[x];
        int p = par[x];
        if (branch > best1[p]) { best2[p] = best1[p]; best1[p] = branch; }
        else if (branch > best2[p]) best2[p] = branch;
    }
    printf("%lld\n", answer);
    return 0;
}
