#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    unordered_map<long long, long long> cnt;
    cnt.reserve(2 * n + 1);
    for (int i = 0; i < n; i++) {
        long long x;
        scanf("%lld", &x);
        cnt[x]++;
    }
    long long pairs = 0;
    for (auto& [x, c] : cnt) {
        if (k == 0) {
            pairs += c * (c - 1) / 2;
        } else {
            auto it = cnt.find(x + k);
            if (it != cnt.end()) pairs += c * it->second;
        }
    }
    printf("%lld\n", pairs);
}
