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

// parent[i] is the pool that feeds pool i (any number); parent[0] = -1 for the spring.
// For every question (u, v) return {the pool where the waters to u and v part,
// the number of channels on the route between u and v}.
vector<pair<int, int>> meetingPools(int n, const vector<int>& parent,
                                    const vector<pair<int, int>>& questions) {
    // TODO: write your solution here
    return vector<pair<int, int>>(questions.size(), {0, 0});
}

int main() {
    readAll();
    int n = (int)readInt(), q = (int)readInt();
    vector<int> parent(n, -1);
    for (int i = 1; i < n; i++) parent[i] = (int)readInt();
    vector<pair<int, int>> questions(q);
    for (auto& [u, v] : questions) {
        u = (int)readInt();
        v = (int)readInt();
    }
    vector<pair<int, int>> ans = meetingPools(n, parent, questions);
    string out;
    for (auto& [w, d] : ans) out += to_string(w) + " " + to_string(d) + "\n";
    fputs(out.c_str(), stdout);
    return 0;
}
