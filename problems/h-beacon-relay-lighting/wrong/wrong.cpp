// Learner's mistake: when a child's "lit" and "dark" states tie, only the dark state's count is
// passed up (ties are merged correctly at the root only), so optimal sets are undercounted.
#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> litS(n), litW(n, 1), darkS(n, 0), darkW(n, 1);
    for (auto& x : litS) scanf("%lld", &x);
    vector<int> par(n, -1);
    vector<vector<int>> ch(n);
    for (int i = 1; i < n; i++) {
        scanf("%d", &par[i]);
        ch[par[i]].push_back(i);
    }
    vector<int> order = {0};
    for (size_t h = 0; h < order.size(); h++)
        for (int c : ch[order[h]]) order.push_back(c);
    for (int i = n - 1; i >= 1; i--) {
        int x = order[i], p = par[x];
        long long eS, eW;
        if (litS[x] > darkS[x]) { eS = litS[x]; eW = litW[x]; }
        else { eS = darkS[x]; eW = darkW[x]; }
        litS[p] += darkS[x];
        litW[p] = litW[p] * darkW[x] % MOD;
        darkS[p] += eS;
        darkW[p] = darkW[p] * eW % MOD;
    }
    long long s, w;
    if (litS[0] > darkS[0]) { s = litS[0]; w = litW[0]; }
    else if (litS[0] < darkS[0]) { s = darkS[0]; w = darkW[0]; }
    else { s = litS[0]; w = (litW[0] + darkW[0]) % MOD; }
    printf("%lld %lld\n", s, w);
    return 0;
}
