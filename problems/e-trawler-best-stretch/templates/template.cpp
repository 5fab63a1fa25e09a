#include <bits/stdc++.h>
using namespace std;

// v[i] is the net result of day i. Return the largest total of a non-empty run of consecutive
// days. Totals can exceed 32 bits: use long long.
long long bestStretch(const vector<long long>& v) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> v(n);
    for (auto& x : v) scanf("%lld", &x);
    printf("%lld\n", bestStretch(v));
    return 0;
}
