// Naive: recursion "use this border letter or skip it", without memoisation. It visits every
// reading (and every dead end) separately: exponential on long runs of equal letters.
#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;
string s, t;

long long readings(size_t i, size_t j) {
    if (j == t.size()) return 1;
    if (s.size() - i < t.size() - j) return 0;
    long long r = readings(i + 1, j);
    if (s[i] == t[j]) r += readings(i + 1, j + 1);
    return r % MOD;
}

int main() {
    static char sbuf[200005], tbuf[64];
    if (scanf("%200000s %63s", sbuf, tbuf) != 2) return 0;
    s = sbuf, t = tbuf;
    printf("%lld\n", readings(0, 0));
    return 0;
}
