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

// adj[u] lists {v, w} for every trail of w metres between huts u and v (the trails form a tree).
// Return the length of the longest traverse (0 for a single hut). The tree can be a line of
// 5 * 10^4 huts: avoid deep recursion.
long long longestTraverse(int n, const vector<vector<pair<int, long long>>>& adj) {
    // TODO: write your solution here
    return 0;
}

int main() {
    readAll();
    int n = (int)readInt();
    vector<vector<pair<int, long long>>> adj(n);
    for (int i = 0; i < n - 1; i++) {
        int u = (int)readInt(), v = (int)readInt();
        long long w = readInt();
        adj[u].push_back({v, w});
        adj[v].push_back({u, w});
    }
    printf("%lld\n", longestTraverse(n, adj));
    return 0;
}
