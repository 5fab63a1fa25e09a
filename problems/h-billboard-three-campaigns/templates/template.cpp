#include <bits/stdc++.h>
using namespace std;

// v[i] is the forecast for day i. Choose three non-overlapping blocks of k consecutive days with the
// largest total; on ties the lexicographically smallest start days. Return {total, s1, s2, s3}.
vector<long long> bestCampaigns(const vector<long long>& v, int k) {
    // TODO: write your solution here
    return {0, 0, 0, 0};
}

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> v(n);
    for (auto& x : v) scanf("%lld", &x);
    vector<long long> r = bestCampaigns(v, k);
    printf("%lld\n%lld %lld %lld\n", r[0], r[1], r[2], r[3]);
    return 0;
}
