// Naive O(n^2): from every starting crate, add crates one by one until the batch reaches T.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long t;
    if (scanf("%d %lld", &n, &t) != 2) return 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    int best = 0;
    for (int i = 0; i < n; i++) {
        long long sum = 0;
        for (int j = i; j < n; j++) {
            sum += a[j];
            if (sum >= t) {
                if (best == 0 || j - i + 1 < best) best = j - i + 1;
                break;
            }
        }
    }
    printf("%d\n", best);
}
