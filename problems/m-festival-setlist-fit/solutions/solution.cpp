#include <bits/stdc++.h>
using namespace std;

int n;
long long T;
vector<long long> d, suf;
vector<int> clash;
long long cnt = 0;
vector<int> best;
bool found = false;

void dfs(int i, int mask, long long sum) {
    if (sum == T) {
        if (!found) {
            found = true;
            for (int k = 0; k < n; k++)
                if (mask >> k & 1) best.push_back(k + 1);
        }
        cnt++;
        return;
    }
    if (i == n || sum + suf[i] < T) return;
    if (sum + d[i] <= T && !(clash[i] & mask)) dfs(i + 1, mask | (1 << i), sum + d[i]);
    dfs(i + 1, mask, sum);
}

int main() {
    int m;
    if (scanf("%d %d %lld", &n, &m, &T) != 3) return 0;
    d.resize(n);
    for (auto& x : d) scanf("%lld", &x);
    clash.assign(n, 0);
    for (int k = 0; k < m; k++) {
        int u, v;
        scanf("%d %d", &u, &v);
        u--, v--;
        clash[u] |= 1 << v;
        clash[v] |= 1 << u;
    }
    suf.assign(n + 1, 0);
    for (int i = n - 1; i >= 0; i--) suf[i] = suf[i + 1] + d[i];
    dfs(0, 0, 0);
    printf("%lld\n", cnt);
    if (found)
        for (size_t k = 0; k < best.size(); k++) printf("%d%c", best[k], k + 1 < best.size() ? ' ' : '\n');
    return 0;
}
