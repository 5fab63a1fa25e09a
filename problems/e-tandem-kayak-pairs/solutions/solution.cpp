#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long W;
    if (scanf("%d %lld", &n, &W) != 2) return 0;
    vector<long long> w(n);
    for (auto& x : w) scanf("%lld", &x);
    long long count = 0;
    int l = 0, r = n - 1;
    while (l < r) {
        if (w[l] + w[r] <= W) {
            count += r - l;  // l fits with every paddler l+1..r
            l++;
        } else {
            r--;  // r fits with nobody still in play
        }
    }
    printf("%lld\n", count);
    return 0;
}
