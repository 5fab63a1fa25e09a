// Learner's "shortcut" in the two-pointer scan: when both ends have equal heights, both pointers
// move at once; if that jumps them past each other, the segment in the middle is never counted.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> h(n);
    for (auto &x : h) scanf("%lld", &x);
    int lo = 0, hi = n - 1;
    long long leftMax = 0, rightMax = 0, total = 0;
    while (lo < hi) {
        if (h[lo] < h[hi]) {
            leftMax = max(leftMax, h[lo]);
            total += leftMax - h[lo];
            lo++;
        } else if (h[lo] > h[hi]) {
            rightMax = max(rightMax, h[hi]);
            total += rightMax - h[hi];
            hi--;
        } else {
            leftMax = max(leftMax, h[lo]);
            rightMax = max(rightMax, h[hi]);
            total += (leftMax - h[lo]) + (rightMax - h[hi]);
            lo++;
            hi--;
        }
    }
    printf("%lld\n", total);
    return 0;
}
