#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    long long end = 0, far = 0;  // last stone of the current layer, farthest stone of the next
    int jumps = 0;
    for (int i = 0; i < n; i++) {
        if (i > end) {  // stone i needs one more jump
            if (far < i) { printf("-1\n"); return 0; }
            jumps++;
            end = far;
        }
        far = max(far, i + a[i]);
    }
    printf("%d\n", jumps);
}
