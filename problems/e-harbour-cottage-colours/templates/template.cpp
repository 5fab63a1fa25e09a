#include <bits/stdc++.h>
using namespace std;

// price[i] = {red, white, blue}: the prices of painting cottage i in each colour. Return the
// smallest total price when neighbouring cottages must get different colours.
long long cheapestRow(const vector<array<long long, 3>>& price) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<array<long long, 3>> price(n);
    for (auto& p : price) scanf("%lld %lld %lld", &p[0], &p[1], &p[2]);
    printf("%lld\n", cheapestRow(price));
    return 0;
}
