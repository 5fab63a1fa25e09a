#include <bits/stdc++.h>
using namespace std;

// weight[i] is the weight of sack i (n <= 36). Return the number of sets of sacks (the empty set
// included) whose total weight lies in [L, R]. Totals and the count need 64-bit integers.
long long countReleases(const vector<long long>& weight, long long L, long long R) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    long long L, R;
    if (scanf("%d %lld %lld", &n, &L, &R) != 3) return 0;
    vector<long long> weight(n);
    for (auto& x : weight) scanf("%lld", &x);
    printf("%lld\n", countReleases(weight, L, R));
    return 0;
}
