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
    long long k = readInt();
    vector<long long> v(n);
    for (auto& x : v) x = readInt();
    vector<int> first(n, -1), nxt(n, -1);
    for (int i = 1; i < n; i++) {
        int p = (int)readInt();
        nxt[i] = first[p];
        first[p] = i;
    }
    // prefix sums on the current root path -> how many prefixes have them
    unordered_map<long long, int> cnt;
    cnt.reserve(2 * n + 1);
    cnt[0] = 1;
    vector<long long> S(n);
    vector<int> par(n, -1);
    long long answer = 0;
    vector<int> st = {0};  // x >= 0: enter x; ~x: leave x
    while (!st.empty()) {
        int x = st.back();
        st.pop_back();
        if (x < 0) {
            x = ~x;
            if (--cnt[S[x]] == 0) cnt.erase(S[x]);
            continue;
        }
        S[x] = (x == 0 ? 0 : S[par[x]]) + v[x];
        auto it = cnt.find(S[x] - k);
        if (it != cnt.end()) answer += it->second;
        cnt[S[x]]++;
        st.push_back(~x);
        for (int c = first[x]; c != -1; c = nxt[c]) {
            par[c] = x;
            st.push_back(c);
        }
    }
    printf("%lld\n", answer);
    return 0;
}
