// Greedy instead of DP: the learner rents the most profitable free stall first and blocks its
// neighbours, which loses when one big stall sits between two that together earn more.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> p(n);
    for (auto& x : p) scanf("%lld", &x);
    vector<int> order(n);
    iota(order.begin(), order.end(), 0);
    stable_sort(order.begin(), order.end(), [&](int a, int b) { return p[a] > p[b]; });
    vector<char> blocked(n, 0);
    long long total = 0;
    for (int i : order) {
        if (p[i] <= 0) break;
        if (blocked[i]) continue;
        total += p[i];
        blocked[i] = 1;
        if (i > 0) blocked[i - 1] = 1;
        if (i + 1 < n) blocked[i + 1] = 1;
    }
    printf("%lld\n", total);
}
