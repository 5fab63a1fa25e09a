#include <bits/stdc++.h>
using namespace std;

// Return the smallest number of drops that guarantees finding the critical height on a tower of
// n platforms with k casings. The answer can be as large as n (up to 10^18).
long long fewestDrops(long long k, long long n) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    string out;
    while (q--) {
        long long k, n;
        scanf("%lld %lld", &k, &n);
        out += to_string(fewestDrops(k, n));
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
