// Learner's mistake: the bit loop stops one bell early (b < 19), so bell 19 is never counted.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long cnt[20] = {0};
    for (int i = 0; i < n; i++) {
        int x;
        scanf("%d", &x);
        for (int b = 0; b < 19; b++) cnt[b] += (x >> b) & 1;
    }
    long long total = 0;
    for (int b = 0; b < 19; b++) total += cnt[b] * (n - cnt[b]);
    printf("%lld\n", total);
}
