#include <bits/stdc++.h>
using namespace std;

static unsigned long long decode(unsigned long long g) {
    g ^= g >> 1;
    g ^= g >> 2;
    g ^= g >> 4;
    g ^= g >> 8;
    g ^= g >> 16;
    g ^= g >> 32;
    return g;
}

int main() {
    int B, q;
    if (scanf("%d %d", &B, &q) != 2) return 0;
    unsigned long long mask = (1ULL << B) - 1;
    string out;
    while (q--) {
        int type;
        unsigned long long a, b = 0, ans;
        scanf("%d %llu", &type, &a);
        if (type == 1) ans = a ^ (a >> 1);
        else if (type == 2) ans = decode(a);
        else {
            scanf("%llu", &b);
            ans = (decode(b) - decode(a)) & mask;
        }
        out += to_string(ans);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
}
