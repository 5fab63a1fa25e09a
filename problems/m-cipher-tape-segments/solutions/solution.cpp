#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<int> cnt(1 << 20, 0);
    cnt[0] = 1;
    int prefix = 0;
    long long total = 0;
    for (int i = 0; i < n; i++) {
        int c;
        scanf("%d", &c);
        prefix ^= c;
        total += cnt[prefix ^ k];
        cnt[prefix]++;
    }
    printf("%lld\n", total);
}
