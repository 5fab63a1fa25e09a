// Naive: multiply by a once per night, b multiplications per request. O(b), hopeless for b = 10^18.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    while (q--) {
        long long a, m;
        unsigned long long b;
        scanf("%lld %llu %lld", &a, &b, &m);
        long long result = 1 % m;
        for (unsigned long long k = 0; k < b; k++) result = result * (a % m) % m;
        printf("%lld\n", result);
    }
}
