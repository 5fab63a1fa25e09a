#include <bits/stdc++.h>
using namespace std;

// Return the number of ways to pick positions i_1 < ... < i_m in s whose letters spell t,
// modulo 1 000 000 007.
long long countReadings(const string& s, const string& t) {
    // TODO: write your solution here
    return 0;
}

int main() {
    static char sbuf[200005], tbuf[64];
    if (scanf("%200000s %63s", sbuf, tbuf) != 2) return 0;
    printf("%lld\n", countReadings(sbuf, tbuf));
    return 0;
}
