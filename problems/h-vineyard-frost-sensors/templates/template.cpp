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

// children[i] lists the valves joined to valve i by a pipe, below it when the tree is rooted at
// valve 0. Return the smallest number of sensors (a sensor watches its valve and every valve
// joined to it) that watch every valve. The network can be a line of 5 * 10^4 valves: avoid
// deep recursion.
int minSensors(int n, const vector<vector<int>>& children) {
    // TODO: write your solution here
    return 0;
}

int main() {
    readAll();
    int n = (int)readInt();
    vector<vector<int>> children(n);
    for (int i = 1; i < n; i++) children[readInt()].push_back(i);
    printf("%d\n", minSensors(n, children));
    return 0;
}
