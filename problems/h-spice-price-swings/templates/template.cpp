#include <bits/stdc++.h>
using namespace std;

// p[i] is the closing price of day i. Return the sum, over all periods i..j (i <= j), of the
// highest price minus the lowest price of the period. The total needs 64 bits.
long long totalSwing(const vector<long long>& p) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> p(n);
    for (auto& x : p) scanf("%lld", &x);
    printf("%lld\n", totalSwing(p));
    return 0;
}
