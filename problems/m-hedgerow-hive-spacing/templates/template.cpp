#include <bits/stdc++.h>
using namespace std;

// spots[i] is the position of a marked spot (distinct, in any order). Choose k different spots so
// that the smallest distance between two chosen spots is as large as possible; return it.
long long widestSpacing(const vector<long long>& spots, int k) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> spots(n);
    for (auto& v : spots) scanf("%lld", &v);
    printf("%lld\n", widestSpacing(spots, k));
    return 0;
}
