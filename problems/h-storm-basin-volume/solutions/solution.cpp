#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> h(n);
    for (auto &x : h) scanf("%lld", &x);
    int lo = 0, hi = n - 1;
    long long leftMax = 0, rightMax = 0, total = 0;
    while (lo <= hi) {
        leftMax = max(leftMax, h[lo]);
        rightMax = max(rightMax, h[hi]);
        if (leftMax <= rightMax) { total += leftMax - h[lo]; lo++; }
        else { total += rightMax - h[hi]; hi--; }
    }
    printf("%lld\n", total);
    return 0;
}
