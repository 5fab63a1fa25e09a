// Naive: every start, every length from 1 to n, with a running sum. O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> p(n);
    for (auto& x : p) scanf("%lld", &x);
    long long best = LLONG_MIN;
    for (int s = 0; s < n; s++) {
        long long sum = 0;
        for (int len = 1; len <= n; len++) {
            int i = s + len - 1;
            if (i >= n) i -= n;
            sum += p[i];
            best = max(best, sum);
        }
    }
    printf("%lld\n", best);
}
