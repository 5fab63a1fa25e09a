// Learner's mistake: the limit is treated as strict (w_l + w_r < W), so pairs whose total is
// exactly the kayak's limit are never counted.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long W;
    if (scanf("%d %lld", &n, &W) != 2) return 0;
    vector<long long> w(n);
    for (auto& x : w) scanf("%lld", &x);
    long long count = 0;
    int l = 0, r = n - 1;
    while (l < r) {
        if (w[l] + w[r] < W) {
            count += r - l;
            l++;
        } else {
            r--;
        }
    }
    printf("%lld\n", count);
    return 0;
}
