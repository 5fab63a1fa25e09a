// Naive: check every pair. Correct, but O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    long long answer = 0;
    for (int j = 0; j < n; j++) {
        long long x = k * a[j];
        for (int i = 0; i < j; i++)
            if (a[i] > x) answer++;
    }
    printf("%lld\n", answer);
    return 0;
}
