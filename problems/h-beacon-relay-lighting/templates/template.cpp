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

// value[i] is the score of lighting beacon i; children[i] lists the beacons that receive their
// signal from beacon i (beacon 0 is the root). Return {the largest score of a set of lit beacons
// with no two directly linked, the number of sets reaching it modulo 10^9 + 7}. The relay can be
// a line of 5 * 10^4 beacons: avoid deep recursion.
pair<long long, long long> lightBeacons(int n, const vector<long long>& value,
                                        const vector<vector<int>>& children) {
    // TODO: write your solution here
    return {0, 0};
}

int main() {
    readAll();
    int n = (int)readInt();
    vector<long long> value(n);
    for (auto& x : value) x = readInt();
    vector<vector<int>> children(n);
    for (int i = 1; i < n; i++) children[readInt()].push_back(i);
    pair<long long, long long> ans = lightBeacons(n, value, children);
    printf("%lld %lld\n", ans.first, ans.second);
    return 0;
}
