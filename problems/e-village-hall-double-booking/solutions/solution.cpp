#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> s(n), e(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &s[i], &e[i]);
    vector<int> order(n);
    iota(order.begin(), order.end(), 0);
    sort(order.begin(), order.end(), [&](int a, int b) { return s[a] != s[b] ? s[a] < s[b] : a < b; });
    for (int j = 1; j < n; j++) {
        int prev = order[j - 1], cur = order[j];
        if (s[cur] < e[prev]) {
            printf("%d %d\n", prev + 1, cur + 1);
            return 0;
        }
    }
    printf("-1\n");
}
