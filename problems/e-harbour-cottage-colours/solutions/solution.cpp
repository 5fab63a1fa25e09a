#include <bits/stdc++.h>
using namespace std;

static char buf[1 << 25];

int main() {
    size_t len = fread(buf, 1, sizeof(buf) - 1, stdin);
    buf[len] = 0;
    char* p = buf;
    auto next = [&]() -> long long {
        while (*p && (*p < '0' || *p > '9')) p++;
        long long r = 0;
        while (*p >= '0' && *p <= '9') r = r * 10 + (*p++ - '0');
        return r;
    };
    int n = (int)next();
    long long red = 0, white = 0, blue = 0;  // cheapest plan so far ending in each colour
    for (int i = 0; i < n; i++) {
        long long r = next(), w = next(), b = next();
        long long nr = r + min(white, blue);
        long long nw = w + min(red, blue);
        long long nb = b + min(red, white);
        red = nr, white = nw, blue = nb;
    }
    printf("%lld\n", min(red, min(white, blue)));
    return 0;
}
