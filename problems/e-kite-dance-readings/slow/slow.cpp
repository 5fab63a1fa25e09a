// Naive DP: for every reading, look back at every earlier reading.
// up[i] = 1 + max down[j] over j < i with h_j < h_i, and symmetrically for down. O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> h(n);
    for (auto& x : h) scanf("%lld", &x);
    vector<int> up(n, 1), down(n, 1);
    int best = 1;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < i; j++) {
            if (h[j] < h[i]) up[i] = max(up[i], down[j] + 1);
            else if (h[j] > h[i]) down[i] = max(down[i], up[j] + 1);
        }
        best = max(best, max(up[i], down[i]));
    }
    printf("%d\n", best);
    return 0;
}
