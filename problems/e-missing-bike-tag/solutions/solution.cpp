#include <bits/stdc++.h>
using namespace std;

int main() {
    long long n;
    if (scanf("%lld", &n) != 1) return 0;
    long long sum = n * (n + 1) / 2;  // up to about 5 * 10^9: needs 64 bits
    for (long long i = 0; i < n; i++) {
        long long x;
        scanf("%lld", &x);
        sum -= x;
    }
    printf("%lld\n", sum);
}
