// Mistake: off-by-one in the search condition. It looks for the smallest D with more than k gaps
// at most D (count > k instead of count >= k), which is the (k + 1)-th smallest gap; it only
// agrees with the right answer when the k-th and (k + 1)-th gaps are equal.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    vector<int> x(n);
    for (auto& v : x) scanf("%d", &v);
    sort(x.begin(), x.end());
    auto countAtMost = [&](int D) {
        long long cnt = 0;
        int left = 0;
        for (int j = 0; j < n; j++) {
            while (x[j] - x[left] > D) left++;
            cnt += j - left;
        }
        return cnt;
    };
    int lo = 0, hi = x[n - 1] - x[0];
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (countAtMost(mid) > k) hi = mid;
        else lo = mid + 1;
    }
    printf("%d\n", lo);
}
