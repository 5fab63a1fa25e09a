#include <bits/stdc++.h>
using namespace std;

// p[i] is the result of station i on a ring (station n - 1 is followed by station 0). Return the
// largest sum of an arc of 1 to n consecutive stations, possibly wrapping. Use 64-bit sums.
long long bestArc(const vector<long long>& p) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> p(n);
    for (auto& x : p) scanf("%lld", &x);
    printf("%lld\n", bestArc(p));
    return 0;
}
