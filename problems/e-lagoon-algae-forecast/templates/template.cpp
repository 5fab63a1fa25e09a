#include <bits/stdc++.h>
using namespace std;

// Return a^b mod m (a number in 0..m-1). b can be up to 10^18; a <= 10^9 and m <= 2 * 10^9.
long long powerMod(long long a, unsigned long long b, long long m) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    string out;
    while (q--) {
        long long a, m;
        unsigned long long b;
        scanf("%lld %llu %lld", &a, &b, &m);
        out += to_string(powerMod(a, b, m));
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
