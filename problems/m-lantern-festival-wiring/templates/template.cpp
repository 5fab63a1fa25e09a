#include <bits/stdc++.h>
using namespace std;

// Lantern i hangs above (xs[i], ys[i]). Return the minimum total length of wire
// (Manhattan distances) that connects all lanterns.
long long minWireLength(const vector<long long>& xs, const vector<long long>& ys) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> xs(n), ys(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &xs[i], &ys[i]);
    printf("%lld\n", minWireLength(xs, ys));
    return 0;
}
