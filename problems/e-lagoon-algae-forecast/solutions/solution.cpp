#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    string out;
    out.reserve(q * 11);
    while (q--) {
        long long a, m;
        unsigned long long b;
        scanf("%lld %llu %lld", &a, &b, &m);
        long long base = a % m, result = 1 % m;
        while (b > 0) {
            if (b & 1) result = result * base % m;
            base = base * base % m;
            b >>= 1;
        }
        out += to_string(result);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
}
