// Naive: grow a stretch from every starting song, tracking its genres in a set, until it has
// more than k genres. O(n^2) when few genres repeat over and over.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<int> g(n);
    for (auto& x : g) scanf("%d", &x);
    // compress genres so a plain array can mark them
    vector<int> vals(g);
    sort(vals.begin(), vals.end());
    vals.erase(unique(vals.begin(), vals.end()), vals.end());
    for (auto& x : g) x = int(lower_bound(vals.begin(), vals.end(), x) - vals.begin());
    vector<int> seen(vals.size(), -1);
    long long count = 0;
    for (int i = 0; i < n; i++) {
        int kinds = 0;
        for (int j = i; j < n; j++) {
            if (seen[g[j]] != i) {
                seen[g[j]] = i;
                kinds++;
            }
            if (kinds > k) break;
            if (kinds == k) count++;
        }
    }
    printf("%lld\n", count);
}
