// Naive: try every one of the n! rotas with next_permutation. O(n! * n).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<vector<long long>> w(n, vector<long long>(n));
    for (auto& row : w)
        for (auto& x : row) scanf("%lld", &x);
    vector<int> perm(n);
    iota(perm.begin(), perm.end(), 0);
    long long best = LLONG_MAX;
    do {
        long long total = 0;
        for (int i = 0; i < n; i++) total += w[i][perm[i]];
        best = min(best, total);
    } while (next_permutation(perm.begin(), perm.end()));
    printf("%lld\n", best);
    return 0;
}
