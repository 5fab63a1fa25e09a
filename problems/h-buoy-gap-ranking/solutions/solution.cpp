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
        if (countAtMost(mid) >= k) hi = mid;
        else lo = mid + 1;
    }
    printf("%d\n", lo);
}
