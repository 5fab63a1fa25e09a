#include <bits/stdc++.h>
using namespace std;

// patterns[i] is a 20-bit chime pattern. Return the sum, over all pairs i < j, of the number of bits
// in which patterns[i] and patterns[j] differ. The sum needs a 64-bit integer.
long long totalClash(const vector<int>& patterns) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> patterns(n);
    for (auto& x : patterns) scanf("%d", &x);
    printf("%lld\n", totalClash(patterns));
    return 0;
}
