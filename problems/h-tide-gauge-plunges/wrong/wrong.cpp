// Learner's mistake: the Fenwick approach is right, but k * a_j is computed in 32-bit ints.
// With a large factor the product wraps around and the wrong earlier readings are counted.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<int> a(n);
    for (auto& x : a) scanf("%d", &x);
    vector<int> vals(a);
    sort(vals.begin(), vals.end());
    vals.erase(unique(vals.begin(), vals.end()), vals.end());
    int m = vals.size();
    vector<int> tree(m + 1, 0);
    long long answer = 0;
    for (int j = 0; j < n; j++) {
        int x = (int)((unsigned)k * (unsigned)a[j]);  // overflows past 2^31 - 1
        int p = upper_bound(vals.begin(), vals.end(), x) - vals.begin();
        long long atMost = 0;
        for (int i = p; i > 0; i &= i - 1) atMost += tree[i];
        answer += j - atMost;
        int r = lower_bound(vals.begin(), vals.end(), a[j]) - vals.begin() + 1;
        for (int i = r; i <= m; i += i & -i) tree[i]++;
    }
    printf("%lld\n", answer);
    return 0;
}
