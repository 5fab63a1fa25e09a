// Naive: from every gallery walk up to the entrance, adding values, and count the ancestors at
// which the running total equals k. Correct, but O(n * h).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    vector<long long> v(n);
    for (auto& x : v) scanf("%lld", &x);
    vector<int> par(n, -1);
    for (int i = 1; i < n; i++) scanf("%d", &par[i]);
    long long answer = 0;
    for (int x = 0; x < n; x++) {
        long long sum = 0;
        for (int y = x; y != -1; y = par[y]) {
            sum += v[y];
            if (sum == k) answer++;
        }
    }
    printf("%lld\n", answer);
    return 0;
}
