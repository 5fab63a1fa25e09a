// Naive: try every pair of transmitters. Correct, but n (n - 1) / 2 pairs.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> a(n);
    for (auto& x : a) scanf("%d", &x);
    int best = -1;
    long long pairs = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            int x = a[i] ^ a[j];
            if (x > best) {
                best = x;
                pairs = 1;
            } else if (x == best) pairs++;
        }
    printf("%d %lld\n", best, pairs);
    return 0;
}
