// Naive: for every left end, extend the segment to the right with a running XOR. O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<int> c(n);
    for (auto& x : c) scanf("%d", &x);
    long long total = 0;
    for (int l = 0; l < n; l++) {
        int x = 0;
        for (int r = l; r < n; r++) {
            x ^= c[r];
            if (x == k) total++;
        }
    }
    printf("%lld\n", total);
}
