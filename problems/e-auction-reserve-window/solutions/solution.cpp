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
    vector<long long> p(n);
    vector<int> L(n), R(n);
    for (int i = 0; i < n; i++) {
        p[i] = readInt();
        L[i] = (int)readInt();
        R[i] = (int)readInt();
    }
    long long lo = readInt(), hi = readInt();
    long long count = 0, sum = 0;
    vector<int> st;
    if (n > 0) st.push_back(0);
    while (!st.empty()) {
        int x = st.back();
        st.pop_back();
        if (p[x] < lo) {  // the left subtree is even smaller
            if (R[x] != -1) st.push_back(R[x]);
        } else if (p[x] > hi) {  // the right subtree is even larger
            if (L[x] != -1) st.push_back(L[x]);
        } else {
            count++;
            sum += p[x];
            if (L[x] != -1) st.push_back(L[x]);
            if (R[x] != -1) st.push_back(R[x]);
        }
    }
    printf("%lld %lld\n", count, sum);
    return 0;
}
