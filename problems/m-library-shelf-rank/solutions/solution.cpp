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
    vector<long long> c(n);
    vector<int> L(n), R(n);
    for (int i = 0; i < n; i++) {
        c[i] = readInt();
        L[i] = (int)readInt();
        R[i] = (int)readInt();
    }
    // iterative in-order walk: the sorted list and every node's position in it
    vector<long long> order;
    order.reserve(n);
    vector<int> pos(n), st;
    int cur = 0;
    while (cur != -1 || !st.empty()) {
        while (cur != -1) { st.push_back(cur); cur = L[cur]; }
        cur = st.back();
        st.pop_back();
        pos[cur] = (int)order.size();
        order.push_back(c[cur]);
        cur = R[cur];
    }
    // subtree sizes, children before parents (reverse breadth-first order)
    vector<int> bfs = {0}, sz(n, 1);
    for (size_t h = 0; h < bfs.size(); h++) {
        int x = bfs[h];
        if (L[x] != -1) bfs.push_back(L[x]);
        if (R[x] != -1) bfs.push_back(R[x]);
    }
    for (int i = n - 1; i >= 0; i--) {
        int x = bfs[i];
        if (L[x] != -1) sz[x] += sz[L[x]];
        if (R[x] != -1) sz[x] += sz[R[x]];
    }
    int q = (int)readInt();
    string out;
    for (int i = 0; i < q; i++) {
        int x = (int)readInt(), k = (int)readInt();
        if (k > sz[x]) out += "-1\n";
        else {
            int start = pos[x] - (L[x] != -1 ? sz[L[x]] : 0);
            out += to_string(order[start + k - 1]);
            out += '\n';
        }
    }
    fputs(out.c_str(), stdout);
    return 0;
}
