// Learner's mistake: a direction change is detected by comparing each difference with the raw
// previous difference. A zero difference in between (1 2 2 3) then looks like a change of
// direction, and the rise after it is counted a second time.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> h(n);
    for (auto& x : h) scanf("%lld", &x);
    int count = 1;
    int prevSign = 0;
    for (int i = 1; i < n; i++) {
        int sign = (h[i] > h[i - 1]) - (h[i] < h[i - 1]);
        if (sign != 0 && sign != prevSign) count++;
        prevSign = sign;
    }
    printf("%d\n", count);
    return 0;
}
