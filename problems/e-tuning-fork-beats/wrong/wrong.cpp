// A plausible slip: the learner uses count[x] * count[x + k] for every k, forgetting that for
// k = 0 this pairs each fork with itself and counts every pair of equal forks twice.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    unordered_map<long long, long long> cnt;
    for (int i = 0; i < n; i++) {
        long long x;
        scanf("%lld", &x);
        cnt[x]++;
    }
    long long pairs = 0;
    for (auto& [x, c] : cnt) {
        auto it = cnt.find(x + k);
        if (it != cnt.end()) pairs += c * it->second;
    }
    printf("%lld\n", pairs);
}
