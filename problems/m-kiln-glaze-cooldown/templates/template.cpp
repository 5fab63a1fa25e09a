#include <bits/stdc++.h>
using namespace std;

// glazes[i] is the glaze of tray i; after a glaze is fired, at least c hours must pass before the
// same glaze is fired again. Return the minimum number of hours to fire every tray (64-bit).
long long minimumHours(const vector<long long>& glazes, long long c) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    long long c;
    if (scanf("%d %lld", &n, &c) != 2) return 0;
    vector<long long> glazes(n);
    for (auto& x : glazes) scanf("%lld", &x);
    printf("%lld\n", minimumHours(glazes, c));
    return 0;
}
