#include <bits/stdc++.h>
using namespace std;

// Return the total amount of water trapped above the walls h[0..n-1].
long long trappedWater(const vector<long long>& h) {
    // TODO: implement
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> h(n);
    for (auto &x : h) scanf("%lld", &x);
    printf("%lld\n", trappedWater(h));
    return 0;
}
