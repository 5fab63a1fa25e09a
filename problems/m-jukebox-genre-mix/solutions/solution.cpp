#include <bits/stdc++.h>
using namespace std;

int n;
vector<int> g;  // genres compressed to 0 .. d - 1

long long atMost(int x, int d) {
    if (x <= 0) return 0;
    vector<int> cnt(d, 0);
    long long count = 0;
    int kinds = 0, first = 0;
    for (int j = 0; j < n; j++) {
        if (cnt[g[j]]++ == 0) kinds++;
        while (kinds > x)
            if (--cnt[g[first++]] == 0) kinds--;
        count += j - first + 1;
    }
    return count;
}

int main() {
    int k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    g.resize(n);
    for (auto& x : g) scanf("%d", &x);
    vector<int> vals(g);
    sort(vals.begin(), vals.end());
    vals.erase(unique(vals.begin(), vals.end()), vals.end());
    for (auto& x : g) x = int(lower_bound(vals.begin(), vals.end(), x) - vals.begin());
    int d = (int)vals.size();
    printf("%lld\n", atMost(k, d) - atMost(k - 1, d));
}
