// Naive: check every drawer against each of its ancestors, walking up the parent links.
// Correct, but O(n * h): about 1.25 * 10^9 steps on a chain of 5 * 10^4 drawers.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> a(n);
    vector<int> L(n), R(n), par(n, -1);
    for (int i = 0; i < n; i++) scanf("%lld %d %d", &a[i], &L[i], &R[i]);
    for (int i = 0; i < n; i++) {
        if (L[i] != -1) par[L[i]] = i;
        if (R[i] != -1) par[R[i]] = i;
    }
    long long misfiled = 0;
    for (int x = 0; x < n; x++) {
        bool bad = false;
        for (int c = x; par[c] != -1 && !bad; c = par[c]) {
            int y = par[c];
            if (L[y] == c ? a[x] >= a[y] : a[x] < a[y]) bad = true;
        }
        if (bad) misfiled++;
    }
    printf("%lld\n", misfiled);
    return 0;
}
