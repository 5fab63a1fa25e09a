#include <bits/stdc++.h>
using namespace std;

// deadline[i] and fee[i] describe order i. Each order takes one day on the single press (days 1,
// 2, ...) and pays only if printed on or before its deadline day. Return the largest total fee
// (64-bit).
long long maxTotalFee(const vector<long long>& deadline, const vector<long long>& fee) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> deadline(n), fee(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &deadline[i], &fee[i]);
    printf("%lld\n", maxTotalFee(deadline, fee));
    return 0;
}
