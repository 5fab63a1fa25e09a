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
    long long prev = next();
    int up = 1, down = 1;  // longest dance so far ending with a rise / with a fall
    for (int i = 1; i < n; i++) {
        long long h = next();
        if (h > prev) up = down + 1;
        else if (h < prev) down = up + 1;
        prev = h;
    }
    printf("%d\n", max(up, down));
    return 0;
}
