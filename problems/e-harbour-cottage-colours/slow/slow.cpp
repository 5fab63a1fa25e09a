// Naive: try every colouring recursively, without remembering anything.
// 3 * 2^(n-1) plans: hopeless for large n.
#include <bits/stdc++.h>
using namespace std;

int n;
vector<array<long long, 3>> price;

long long cheapest(int i, int last) {
    if (i == n) return 0;
    long long best = LLONG_MAX;
    for (int c = 0; c < 3; c++) {
        if (c == last) continue;
        best = min(best, price[i][c] + cheapest(i + 1, c));
    }
    return best;
}

int main() {
    if (scanf("%d", &n) != 1) return 0;
    price.resize(n);
    for (auto& p : price) scanf("%lld %lld %lld", &p[0], &p[1], &p[2]);
    printf("%lld\n", cheapest(0, -1));
    return 0;
}
