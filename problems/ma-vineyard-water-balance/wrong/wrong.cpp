// Sliding-window trick that only holds for non-negative values: the learner counts stretches
// with total <= k minus those with total <= k - 1, but negative balances break the window.
#include <bits/stdc++.h>
using namespace std;

long long atMost(const vector<long long>& b, long long limit) {
    long long count = 0, sum = 0;
    int l = 0;
    for (int r = 0; r < (int)b.size(); r++) {
        sum += b[r];
        while (l <= r && sum > limit) sum -= b[l++];
        count += r - l + 1;
    }
    return count;
}

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    vector<long long> b(n);
    for (auto& x : b) scanf("%lld", &x);
    printf("%lld\n", atMost(b, k) - atMost(b, k - 1));
}
