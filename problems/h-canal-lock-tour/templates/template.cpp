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

// value[i] is what passing lock i earns (may be negative); children[i] lists the locks joined
// to lock i below it (lock 0 is the root). Return the largest value of a tour: a path of one or
// more distinct locks along canal stretches. The network can be a line of 5 * 10^4 locks: avoid
// deep recursion.
long long bestTour(int n, const vector<long long>& value, const vector<vector<int>>& children) {
    // TODO: write your solution here
    return 0;
}

int main() {
    readAll();
    int n = (int)readInt();
    vector<long long> value(n);
    for (auto& x : value) x = readInt();
    vector<vector<int>> children(n);
    for (int i = 1; i < n; i++) children[readInt()].push_back(i);
    printf("%lld\n", bestTour(n, value, children));
    return 0;
}
