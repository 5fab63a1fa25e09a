#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long cnt[20] = {0};
    for (int i = 0; i < n; i++) {
        int x;
        scanf("%d", &x);
        for (int b = 0; b < 20; b++) cnt[b] += (x >> b) & 1;
    }
    long long total = 0;
    for (int b = 0; b < 20; b++) total += cnt[b] * (n - cnt[b]);
    printf("%lld\n", total);
}
