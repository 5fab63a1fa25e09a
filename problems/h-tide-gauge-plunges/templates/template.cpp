#include <bits/stdc++.h>
using namespace std;

// Return the number of pairs i < j with levels[i] > k * levels[j].
long long countPlunges(const vector<long long>& levels, long long k) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    vector<long long> levels(n);
    for (auto& x : levels) scanf("%lld", &x);
    printf("%lld\n", countPlunges(levels, k));
    return 0;
}
