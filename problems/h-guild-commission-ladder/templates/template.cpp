#include <bits/stdc++.h>
using namespace std;

// need[i] and profit[i] describe commission i; the smith starts with purse w and may take at most
// k commissions. Return {largest final purse, number of commissions taken}. Use 64-bit integers.
pair<long long, int> bestPurse(const vector<long long>& need, const vector<long long>& profit, int k, long long w) {
    // TODO: write your solution here
    return {w, 0};
}

int main() {
    int n, k;
    long long w;
    if (scanf("%d %d %lld", &n, &k, &w) != 3) return 0;
    vector<long long> need(n), profit(n);
    for (auto& x : need) scanf("%lld", &x);
    for (auto& x : profit) scanf("%lld", &x);
    pair<long long, int> ans = bestPurse(need, profit, k, w);
    printf("%lld %d\n", ans.first, ans.second);
    return 0;
}
