// Learner's mistake: treats every gate with a missing next gate as a finish gate, so a run
// that stops halfway down a gate with one next gate is counted too.
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
    vector<long long> s(n);
    vector<int> L(n), R(n);
    for (int i = 0; i < n; i++) {
        s[i] = readInt();
        L[i] = (int)readInt();
        R[i] = (int)readInt();
    }
    // every complete run's score, once
    unordered_set<long long> runs;
    runs.reserve(2 * n + 1);
    vector<pair<int, long long>> st = {{0, s[0]}};
    while (!st.empty()) {
        auto [x, sum] = st.back();
        st.pop_back();
        if (L[x] == -1 || R[x] == -1) runs.insert(sum);
        if (L[x] != -1) st.push_back({L[x], sum + s[L[x]]});
        if (R[x] != -1) st.push_back({R[x], sum + s[R[x]]});
    }
    int q = (int)readInt();
    string out;
    out.reserve((size_t)q * 4);
    for (int i = 0; i < q; i++) out += runs.count(readInt()) ? "YES\n" : "NO\n";
    fputs(out.c_str(), stdout);
    return 0;
}
