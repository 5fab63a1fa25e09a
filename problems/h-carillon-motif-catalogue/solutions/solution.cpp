#include <bits/stdc++.h>
using namespace std;

int main() {
    const long long MOD = 1000000007LL;
    static char buf[500005];
    if (scanf("%500000s", buf) != 1) return 0;
    long long d = 1;        // different subsequences so far, the empty one included
    long long last[26] = {0};  // d just before the previous occurrence of each letter was added
    for (char* p = buf; *p; p++) {
        int c = *p - 'a';
        long long nd = ((2 * d - last[c]) % MOD + MOD) % MOD;
        last[c] = d;
        d = nd;
    }
    printf("%lld\n", (d - 1 + MOD) % MOD);
    return 0;
}
