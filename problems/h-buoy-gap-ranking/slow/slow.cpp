// Naive: binary search on the gap, but count the pairs of each step by walking every pair with a
// gap <= D one by one. O(n + count) per step, O(n^2) per step when k is large.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    vector<int> x(n);
    for (auto& v : x) scanf("%d", &v);
    sort(x.begin(), x.end());
    int lo = 0, hi = x[n - 1] - x[0];
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        long long cnt = 0;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n && x[j] - x[i] <= mid; j++) cnt++;
        if (cnt >= k) hi = mid;
        else lo = mid + 1;
    }
    printf("%d\n", lo);
}
