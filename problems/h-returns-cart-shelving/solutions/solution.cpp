#include <bits/stdc++.h>
using namespace std;

static char buf[1 << 23];

int main() {
    size_t len = fread(buf, 1, sizeof(buf) - 1, stdin);
    buf[len] = 0;
    char* p = buf;
    auto skip = [&]() { while (*p == ' ' || *p == '\n' || *p == '\r') p++; };
    auto readInt = [&]() -> long long {
        skip();
        long long r = 0;
        while (*p >= '0' && *p <= '9') r = r * 10 + (*p++ - '0');
        return r;
    };
    int q = (int)readInt();
    unordered_map<long long, int> cnt;
    cnt.reserve(q * 2 + 1);
    vector<vector<long long>> level(1);  // level[f]: books that brought their title to f copies
    int m = 0;
    string out;
    for (int i = 0; i < q; i++) {
        skip();
        char c = *p++;
        if (c == '+') {
            long long x = readInt();
            int f = ++cnt[x];
            if ((int)level.size() <= f) level.emplace_back();
            level[f].push_back(x);
            if (f > m) m = f;
        } else if (m == 0) {
            out += "EMPTY\n";
        } else {
            long long x = level[m].back();
            level[m].pop_back();
            cnt[x]--;
            if (level[m].empty()) m--;
            out += to_string(x);
            out += '\n';
        }
    }
    fputs(out.c_str(), stdout);
    return 0;
}
