#include <bits/stdc++.h>
using namespace std;

static char buf[1 << 25];

int main() {
    size_t len = fread(buf, 1, sizeof(buf) - 1, stdin);
    buf[len] = 0;
    char* p = buf;
    auto next = [&]() -> long long {
        while (*p && *p != '-' && (*p < '0' || *p > '9')) p++;
        bool neg = *p == '-';
        if (neg) p++;
        long long r = 0;
        while (*p >= '0' && *p <= '9') r = r * 10 + (*p++ - '0');
        return neg ? -r : r;
    };
    int n = (int)next();
    int m = (int)next();
    vector<int> a(n);
    for (auto& x : a) x = (int)next();
    int k = 0;
    for (int i = 0; i < n; i++)
        if (k < m || a[k - m] != a[i]) a[k++] = a[i];
    string out = to_string(k) + "\n";
    out.reserve(12 * (size_t)k + 16);
    char tmp[16];
    for (int j = 0; j < k; j++) {
        int w = snprintf(tmp, sizeof tmp, j ? " %d" : "%d", a[j]);
        out.append(tmp, w);
    }
    out += '\n';
    fwrite(out.data(), 1, out.size(), stdout);
}
