#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    string out;
    out.reserve((size_t)q * 14);
    for (int i = 0; i < q; i++) {
        unsigned long long v;
        scanf("%llu", &v);
        uint32_t x = (uint32_t)v, r = 0;
        int lit = 0;
        for (int b = 0; b < 32; b++) {
            r = (r << 1) | (x & 1u);
            lit += x & 1u;
            x >>= 1;
        }
        out += to_string(r);
        out += ' ';
        out += to_string(lit);
        out += '\n';
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
