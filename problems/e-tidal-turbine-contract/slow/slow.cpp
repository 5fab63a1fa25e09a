// Naive: add up every block of k hours from scratch. Correct, but O(n * k).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> e(n);
    for (auto& x : e) scanf("%lld", &x);
    long long best = LLONG_MIN;
    int start = 0;
    for (int s = 0; s + k <= n; s++) {
        long long sum = 0;
        for (int i = s; i < s + k; i++) sum += e[i];
        if (sum > best) {
            best = sum;
            start = s;
        }
    }
    printf("%lld %d\n", best, start + 1);
    return 0;
}
