#include <bits/stdc++.h>
using namespace std;

// loads is sorted in non-decreasing order.
// Return the number of pairs i < j with loads[i] + loads[j] <= limit.
long long countKayakPairs(const vector<long long>& loads, long long limit) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    long long limit;
    if (scanf("%d %lld", &n, &limit) != 2) return 0;
    vector<long long> loads(n);
    for (auto& x : loads) scanf("%lld", &x);
    printf("%lld\n", countKayakPairs(loads, limit));
    return 0;
}
