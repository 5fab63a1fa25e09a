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

// children[i] lists the towns joined to town i by a road, below it when the tree is rooted at
// town 0. Return D(x) for every town x: the sum of the distances (in roads) from x to all other
// towns. The county can be one road of 5 * 10^4 towns: avoid deep recursion.
vector<long long> marketDistances(int n, const vector<vector<int>>& children) {
    // TODO: write your solution here
    return vector<long long>(n, 0);
}

int main() {
    readAll();
    int n = (int)readInt();
    vector<vector<int>> children(n);
    for (int i = 1; i < n; i++) children[readInt()].push_back(i);
    vector<long long> D = marketDistances(n, children);
    string out;
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(D[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
