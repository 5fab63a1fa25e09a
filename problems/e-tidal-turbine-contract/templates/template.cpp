#include <bits/stdc++.h>
using namespace std;

// output[i] is the net output of hour i + 1.
// Return {largest total of k consecutive hours, first hour (1-based) of the earliest such block}.
pair<long long, int> bestContractBlock(const vector<long long>& output, int k) {
    // TODO: write your solution here
    return {0, 1};
}

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> output(n);
    for (auto& x : output) scanf("%lld", &x);
    pair<long long, int> ans = bestContractBlock(output, k);
    printf("%lld %d\n", ans.first, ans.second);
    return 0;
}
