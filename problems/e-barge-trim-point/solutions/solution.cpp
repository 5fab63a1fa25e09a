#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> w(n);
    long long total = 0;
    for (auto& x : w) {
        scanf("%lld", &x);
        total += x;
    }
    long long left = 0;  // sum of the bays before bay i
    for (int i = 0; i < n; i++) {
        long long right = total - left - w[i];
        if (left == right) {
            printf("%d\n", i + 1);
            return 0;
        }
        left += w[i];
    }
    printf("-1\n");
    return 0;
}
