// Naive: try every pair. Correct, but O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long W;
    if (scanf("%d %lld", &n, &W) != 2) return 0;
    vector<long long> w(n);
    for (auto& x : w) scanf("%lld", &x);
    long long count = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (w[i] + w[j] <= W) count++;
    printf("%lld\n", count);
    return 0;
}
