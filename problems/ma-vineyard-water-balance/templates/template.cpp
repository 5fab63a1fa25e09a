#include <bits/stdc++.h>
using namespace std;

// Return the number of stretches of consecutive days whose balances add up to exactly k.
// The count can exceed 32 bits.
long long countBalancedStretches(const vector<long long>& balance, long long k) {
    // TODO: implement
    return 0;
}

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    vector<long long> balance(n);
    for (auto &x : balance) scanf("%lld", &x);
    printf("%lld\n", countBalancedStretches(balance, k));
    return 0;
}
