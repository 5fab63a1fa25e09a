#include <bits/stdc++.h>
using namespace std;

// charge[i] is added at stop i; drive[i] is used on the leg from stop i to stop (i + 1) % n.
// Return the smallest start stop from which the van completes the loop (battery starts empty and
// never goes below 0), or -1 if there is none. Use 64-bit sums.
int smallestStart(const vector<long long>& charge, const vector<long long>& drive) {
    // TODO: write your solution here
    return -1;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> charge(n), drive(n);
    for (auto& x : charge) scanf("%lld", &x);
    for (auto& x : drive) scanf("%lld", &x);
    printf("%d\n", smallestStart(charge, drive));
    return 0;
}
