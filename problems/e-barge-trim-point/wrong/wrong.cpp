// Learner's mistake: the search stops as soon as the left side outweighs the right side, as if
// the loads were never negative. With buoyancy tanks the sides can swap back later.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> w(n);
    long long total = 0;
    for (auto& x : w) {
        scanf("%lld", &x);
        total += x;
    }
    long long left = 0;
    for (int i = 0; i < n; i++) {
        long long right = total - left - w[i];
        if (left == right) {
            printf("%d\n", i + 1);
            return 0;
        }
        if (left > right) break;
        left += w[i];
    }
    printf("-1\n");
    return 0;
}
