#include <bits/stdc++.h>
using namespace std;

// Per platform: the times and values of its changes (times grow automatically).
struct History {
    vector<int> times;
    vector<int> values;
};

static char buf[1 << 25];

int main() {
    size_t len = fread(buf, 1, sizeof(buf) - 1, stdin);
    buf[len] = 0;
    char* p = buf;
    auto readInt = [&]() -> long long {
        while (*p && (*p < '0' || *p > '9')) p++;
        long long r = 0;
        while (*p >= '0' && *p <= '9') r = r * 10 + (*p++ - '0');
        return r;
    };
    auto readCmd = [&]() -> char {
        while (*p != 's' && *p != 'g') p++;
        return *p++;
    };
    int q = (int)readInt();
    unordered_map<long long, History> board;
    board.reserve(q * 2 + 1);
    string out;
    for (int i = 1; i <= q; i++) {
        char c = readCmd();
        long long plat = readInt();
        long long x = readInt();
        if (c == 's') {
            History& h = board[plat];
            h.times.push_back(i);
            h.values.push_back((int)x);
        } else {
            auto it = board.find(plat);
            long long ans = -1;
            if (it != board.end()) {
                const vector<int>& ts = it->second.times;
                size_t cnt = upper_bound(ts.begin(), ts.end(), (int)x) - ts.begin();
                if (cnt > 0) ans = it->second.values[cnt - 1];
            }
            out += to_string(ans);
            out += '\n';
        }
    }
    fputs(out.c_str(), stdout);
    return 0;
}
