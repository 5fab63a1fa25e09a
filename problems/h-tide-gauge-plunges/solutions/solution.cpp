#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    vector<long long> vals(a);
    sort(vals.begin(), vals.end());
    vals.erase(unique(vals.begin(), vals.end()), vals.end());
    int m = vals.size();
    vector<int> tree(m + 1, 0);  // Fenwick tree over value ranks 1..m
    long long answer = 0;
    for (int j = 0; j < n; j++) {
        // earlier readings <= k * a_j have ranks 1..p
        int p = upper_bound(vals.begin(), vals.end(), k * a[j]) - vals.begin();
        long long atMost = 0;
        for (int i = p; i > 0; i &= i - 1) atMost += tree[i];
        answer += j - atMost;
        int r = lower_bound(vals.begin(), vals.end(), a[j]) - vals.begin() + 1;
        for (int i = r; i <= m; i += i & -i) tree[i]++;
    }
    printf("%lld\n", answer);
    return 0;
}
