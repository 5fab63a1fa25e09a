#include <bits/stdc++.h>
using namespace std;

// change[i] is the stock change of day i + 1.
// Return the number of runs of consecutive days whose total is a multiple of k.
long long countBoxableRuns(const vector<long long>& change, long long k) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    vector<long long> change(n);
    for (auto& x : change) scanf("%lld", &x);
    printf("%lld\n", countBoxableRuns(change, k));
    return 0;
}
