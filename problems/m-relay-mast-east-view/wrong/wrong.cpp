// Learner's mistake: assumes the easternmost mast of the next tier always hangs under the
// easternmost mast of this tier (its east child if it has one, else its west child). The tier
// totals are right, but a deeper western branch is missed.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> g(n);
    vector<int> L(n), R(n);
    for (int i = 0; i < n; i++) scanf("%lld %d %d", &g[i], &L[i], &R[i]);
    vector<int> level = {0};
    int east = 0;
    while (!level.empty()) {
        long long sum = 0;
        vector<int> nxt;
        for (int x : level) {
            sum += g[x];
            if (L[x] != -1) nxt.push_back(L[x]);
            if (R[x] != -1) nxt.push_back(R[x]);
        }
        printf("%lld %lld\n", east == -1 ? 0LL : g[east], sum);
        if (east != -1) east = R[east] != -1 ? R[east] : L[east];
        level = nxt;
    }
    return 0;
}
