#include <bits/stdc++.h>
using namespace std;

static char buf[1 << 25];

int main() {
    size_t len = fread(buf, 1, sizeof(buf) - 1, stdin);
    buf[len] = 0;
    char* p = buf;
    auto next = [&]() -> long long {
        while (*p && *p != '-' && (*p < '0' || *p > '9')) p++;
        bool neg = false;
        if (*p == '-') { neg = true; p++; }
        long long r = 0;
        while (*p >= '0' && *p <= '9') r = r * 10 + (*p++ - '0');
        return neg ? -r : r;
    };
    int n = (int)next();
    long long cur = 0, best = LLONG_MIN;
    for (int i = 0; i < n; i++) {
        long long v = next();
        cur = (cur > 0 ? cur : 0) + v;  // best run ending today
        if (cur > best) best = cur;
    }
    printf("%lld\n", best);
    return 0;
}
