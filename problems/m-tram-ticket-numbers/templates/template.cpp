#include <bits/stdc++.h>
using namespace std;

// Return how many integers x with L <= x <= R are clear: no two neighbouring digits of x are
// equal. Answers can exceed 32 bits.
long long countClearInRange(long long L, long long R) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    string out;
    for (int i = 0; i < q; i++) {
        long long L, R;
        scanf("%lld %lld", &L, &R);
        out += to_string(countClearInRange(L, R));
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
