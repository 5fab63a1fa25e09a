#include <bits/stdc++.h>
using namespace std;

static char ibuf[1 << 23];
int ipos = 0;
int nextChar() {
    while (ibuf[ipos] == ' ' || ibuf[ipos] == '\n' || ibuf[ipos] == '\r') ipos++;
    return ibuf[ipos++];
}
long long readInt() {
    while (ibuf[ipos] == ' ' || ibuf[ipos] == '\n' || ibuf[ipos] == '\r') ipos++;
    bool neg = ibuf[ipos] == '-';
    if (neg) ipos++;
    long long r = 0;
    while (ibuf[ipos] >= '0' && ibuf[ipos] <= '9') r = r * 10 + (ibuf[ipos++] - '0');
    return neg ? -r : r;
}

priority_queue<long long> low;                                      // max-heap, lower half
priority_queue<long long, vector<long long>, greater<long long>> high;  // min-heap, upper half
unordered_map<long long, int> pending;
long long nLow = 0, nHigh = 0;

template <class H> void clean(H& h) {
    while (!h.empty()) {
        auto it = pending.find(h.top());
        if (it == pending.end() || it->second == 0) break;
        it->second--;
        h.pop();
    }
}

void rebalance() {
    clean(low);
    clean(high);
    if (nLow > nHigh + 1) {
        high.push(low.top()); low.pop();
        nLow--; nHigh++;
        clean(low);
    } else if (nHigh > nLow) {
        low.push(high.top()); high.pop();
        nHigh--; nLow++;
        clean(high);
    }
}

int main() {
    fread(ibuf, 1, sizeof(ibuf) - 1, stdin);
    int q = readInt();
    pending.reserve(1 << 18);
    string out;
    for (int i = 0; i < q; i++) {
        int c = nextChar();
        if (c == '?') {
            if (nLow + nHigh == 0) out += "EMPTY\n";
            else { out += to_string(low.top()); out += '\n'; }
            continue;
        }
        long long x = readInt();
        if (c == '+') {
            if (nLow == 0 || x <= low.top()) { low.push(x); nLow++; }
            else { high.push(x); nHigh++; }
        } else {
            pending[x]++;
            if (x <= low.top()) nLow--;
            else nHigh--;
        }
        rebalance();
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
