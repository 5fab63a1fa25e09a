// Learner's mistake: a monotonic deque that never drops indices that fell out of the window, so a
// plank more than k hops back can still be used as the predecessor.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> a(n), best(n);
    for (auto& x : a) scanf("%lld", &x);
    deque<int> dq;
    best[0] = a[0];
    dq.push_back(0);
    for (int i = 1; i < n; i++) {
        best[i] = a[i] + best[dq.front()];
        while (!dq.empty() && best[dq.back()] <= best[i]) dq.pop_back();
        dq.push_back(i);
    }
    printf("%lld\n", best[n - 1]);
    return 0;
}
