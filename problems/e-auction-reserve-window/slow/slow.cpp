// Naive: walk the window in price order with a search from the root for every step. Find the
// smallest price >= lo, then again and again search the tree from the root for the smallest
// price larger than the current one, until it passes hi. Correct, but every step costs a whole
// root-to-leaf search: O(k * h), about n^2 steps on a chain-shaped register.
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

int n;
vector<long long> p;
vector<int> L, R;

// the smallest price > x (or >= x when inclusive), or -1 if there is none
long long nextPrice(long long x, bool inclusive) {
    long long best = -1;
    int v = n > 0 ? 0 : -1;
    while (v != -1) {
        if (p[v] > x || (inclusive && p[v] == x)) {
            best = p[v];
            v = L[v];
        } else {
            v = R[v];
        }
    }
    return best;
}

int main() {
    readAll();
    n = (int)readInt();
    p.resize(n);
    L.resize(n);
    R.resize(n);
    for (int i = 0; i < n; i++) {
        p[i] = readInt();
        L[i] = (int)readInt();
        R[i] = (int)readInt();
    }
    long long lo = readInt(), hi = readInt();
    long long count = 0, sum = 0;
    for (long long x = nextPrice(lo, true); x != -1 && x <= hi; x = nextPrice(x, false)) {
        count++;
        sum += x;
    }
    printf("%lld %lld\n", count, sum);
    return 0;
}
