#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> a(n), best(n);
    for (auto& x : a) scanf("%lld", &x);
    // deque of indices with strictly decreasing best values
    vector<int> dq(n);
    int head = 0, tail = 0;
    best[0] = a[0];
    dq[tail++] = 0;
    for (int i = 1; i < n; i++) {
        while (dq[head] < i - k) head++;
        best[i] = a[i] + best[dq[head]];
        while (tail > head && best[dq[tail - 1]] <= best[i]) tail--;
        dq[tail++] = i;
    }
    printf("%lld\n", best[n - 1]);
    return 0;
}
