// Learner's mistake: `(2 * d - last[c]) % MOD` is taken without adding MOD first. Once the counts
// wrap around the modulus, the difference can be negative, and C++'s % keeps it negative.
#include <bits/stdc++.h>
using namespace std;

int main() {
    const long long MOD = 1000000007LL;
    static char buf[500005];
    if (scanf("%500000s", buf) != 1) return 0;
    long long d = 1;
    long long last[26] = {0};
    for (char* p = buf; *p; p++) {
        int c = *p - 'a';
        long long nd = (2 * d - last[c]) % MOD;
        last[c] = d;
        d = nd;
    }
    printf("%lld\n", (d - 1) % MOD);
    return 0;
}
