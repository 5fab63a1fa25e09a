#include <bits/stdc++.h>
using namespace std;

static char ibuf[1 << 25];
int ipos = 0;
long long readInt() {
    while (ibuf[ipos] != '-' && (ibuf[ipos] < '0' || ibuf[ipos] > '9')) ipos++;
    bool neg = ibuf[ipos] == '-';
    if (neg) ipos++;
    long long r = 0;
    while (ibuf[ipos] >= '0' && ibuf[ipos] <= '9') r = r * 10 + (ibuf[ipos++] - '0');
    return neg ? -r : r;
}

int main() {
    fread(ibuf, 1, sizeof(ibuf) - 1, stdin);
    int n = readInt();
    vector<long long> a(n);
    for (auto& x : a) x = readInt();
    int q = readInt();
    string out;
    out.reserve(q * 14);
    for (int j = 0; j < q; j++) {
        long long x = readInt();
        int lo = lower_bound(a.begin(), a.end(), x) - a.begin();
        int hi = upper_bound(a.begin(), a.end(), x) - a.begin();
        if (lo == hi) out += "-1 -1\n";
        else { out += to_string(lo); out += ' '; out += to_string(hi - 1); out += '\n'; }
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
