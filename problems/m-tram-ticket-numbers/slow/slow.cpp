// Naive: check every number of every range digit by digit. O(R - L) per question.
#include <bits/stdc++.h>
using namespace std;

bool clear(long long x) {
    int prev = -1;
    while (x > 0) {
        int d = x % 10;
        if (d == prev) return false;
        prev = d;
        x /= 10;
    }
    return true;
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    for (int i = 0; i < q; i++) {
        long long L, R, c = 0;
        scanf("%lld %lld", &L, &R);
        for (long long x = L; x <= R; x++) c += clear(x);
        printf("%lld\n", c);
    }
    return 0;
}
