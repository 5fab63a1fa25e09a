// Learner's mistake: the result starts at 1 and is only reduced inside the loop, so for b = 0 and
// m = 1 it prints 1 instead of 0.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    while (q--) {
        long long a, m;
        unsigned long long b;
        scanf("%lld %llu %lld", &a, &b, &m);
        long long base = a % m, result = 1;
        while (b > 0) {
            if (b & 1) result = result * base % m;
            base = base * base % m;
            b >>= 1;
        }
        printf("%lld\n", result);
    }
}
