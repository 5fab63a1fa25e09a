#include <bits/stdc++.h>
using namespace std;

// From stone i you may jump to any stone j with i < j <= i + reach[i]. Return the minimum number of
// jumps from stone 0 to the last stone, or -1 if it cannot be reached.
int minimumJumps(const vector<long long>& reach) {
    // TODO: write your solution here
    return -1;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> reach(n);
    for (auto& x : reach) scanf("%lld", &x);
    printf("%d\n", minimumJumps(reach));
    return 0;
}
