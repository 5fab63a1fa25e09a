// Naive: try every run with a running total. Correct, but O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    long long answer = 0;
    for (int l = 0; l < n; l++) {
        long long total = 0;
        for (int r = l; r < n; r++) {
            total += a[r];
            if (total % k == 0) answer++;
        }
    }
    printf("%lld\n", answer);
    return 0;
}
