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

struct Item {
    int x;
    bool hasLo, hasHi;
    long long lo, hi;  // the window lo <= a_x < hi
};

int main() {
    readAll();
    int n = (int)readInt();
    vector<long long> a(n);
    vector<int> L(n), R(n);
    for (int i = 0; i < n; i++) {
        a[i] = readInt();
        L[i] = (int)readInt();
        R[i] = (int)readInt();
    }
    long long misfiled = 0;
    vector<Item> st;
    st.push_back({0, false, false, 0, 0});
    while (!st.empty()) {
        Item it = st.back();
        st.pop_back();
        long long v = a[it.x];
        if ((it.hasLo && v < it.lo) || (it.hasHi && v >= it.hi)) misfiled++;
        if (L[it.x] != -1) {  // left child: window [lo, min(hi, v))
            long long hi = it.hasHi ? min(it.hi, v) : v;
            st.push_back({L[it.x], it.hasLo, true, it.lo, hi});
        }
        if (R[it.x] != -1) {  // right child: window [max(lo, v), hi)
            long long lo = it.hasLo ? max(it.lo, v) : v;
            st.push_back({R[it.x], true, it.hasHi, lo, it.hi});
        }
    }
    printf("%lld\n", misfiled);
    return 0;
}
