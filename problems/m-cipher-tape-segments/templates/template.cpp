#include <bits/stdc++.h>
using namespace std;

// codes[i] < 2^20. Return the number of segments l..r (l <= r) whose codes XOR to k.
// The count can exceed 32 bits.
long long countSegments(const vector<int>& codes, int k) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<int> codes(n);
    for (auto& x : codes) scanf("%d", &x);
    printf("%lld\n", countSegments(codes, k));
    return 0;
}
