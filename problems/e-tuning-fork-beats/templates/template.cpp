#include <bits/stdc++.h>
using namespace std;

// Return the number of pairs i < j with |freqs[i] - freqs[j]| == k.
long long countBeatPairs(const vector<long long>& freqs, long long k) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    vector<long long> freqs(n);
    for (auto& x : freqs) scanf("%lld", &x);
    printf("%lld\n", countBeatPairs(freqs, k));
    return 0;
}
