#include <bits/stdc++.h>
using namespace std;

// masses[i] is the mass of bead i + 1 around the ring (the last bead touches the first).
// Return the minimum total fuel to fuse the whole ring into one bead.
long long minFusionFuel(const vector<long long>& masses) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> masses(n);
    for (auto& x : masses) scanf("%lld", &x);
    printf("%lld\n", minFusionFuel(masses));
    return 0;
}
