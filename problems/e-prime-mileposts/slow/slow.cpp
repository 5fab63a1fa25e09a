// Naive: for every trip, test each milepost by trial division. Correct, but each trip costs
// O((r - l) * sqrt(r)).
#include <bits/stdc++.h>
using namespace std;

static bool isPrime(int x) {
    if (x < 2) return false;
    for (int d = 2; (long long)d * d <= x; d++)
        if (x % d == 0) return false;
    return true;
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    for (int i = 0; i < q; i++) {
        int l, r;
        scanf("%d %d", &l, &r);
        int c = 0;
        for (int x = l; x <= r; x++) c += isPrime(x);
        printf("%d\n", c);
    }
    return 0;
}
