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

// value[i] is the value of gallery i; children[i] lists the galleries dug out from gallery i.
// Gallery 0 is the entrance. Return the number of runs (straight-down sequences of one or more
// galleries) whose values add up to exactly k. The mine can be a shaft of 5 * 10^4 galleries:
// avoid deep recursion.
long long countRuns(int n, long long k, const vector<long long>& value,
                    const vector<vector<int>>& children) {
    // TODO: write your solution here
    return 0;
}

int main() {
    readAll();
    int n = (int)readInt();
    long long k = readInt();
    vector<long long> value(n);
    for (auto& x : value) x = readInt();
    vector<vector<int>> children(n);
    for (int i = 1; i < n; i++) children[readInt()].push_back(i);
    printf("%lld\n", countRuns(n, k, value, children));
    return 0;
}
