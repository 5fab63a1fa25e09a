#include <bits/stdc++.h>
using namespace std;

static char buf[1 << 25];
static char* p = buf;

static long long next() {
    while (*p && *p != '-' && (*p < '0' || *p > '9')) p++;
    bool neg = *p == '-';
    if (neg) p++;
    long long r = 0;
    while (*p >= '0' && *p <= '9') r = r * 10 + (*p++ - '0');
    return neg ? -r : r;
}

int main() {
    size_t len = fread(buf, 1, sizeof(buf) - 1, stdin);
    buf[len] = 0;
    int r = (int)next(), c = (int)next();
    int w = c + 1;
    vector<long long> P((size_t)(r + 1) * w, 0);
    for (int i = 1; i <= r; i++)
        for (int j = 1; j <= c; j++)
            P[(size_t)i * w + j] = next() + P[(size_t)(i - 1) * w + j] + P[(size_t)i * w + j - 1] -
                                   P[(size_t)(i - 1) * w + j - 1];
    int q = (int)next();
    string out;
    out.reserve((size_t)q * 16);
    char line[32];
    for (int t = 0; t < q; t++) {
        int r1 = (int)next(), c1 = (int)next(), r2 = (int)next(), c2 = (int)next();
        long long s = P[(size_t)r2 * w + c2] - P[(size_t)(r1 - 1) * w + c2] - P[(size_t)r2 * w + c1 - 1] +
                      P[(size_t)(r1 - 1) * w + c1 - 1];
        int k = snprintf(line, sizeof line, "%lld\n", s);
        out.append(line, k);
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
