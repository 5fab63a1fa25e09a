#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long K;
    if (scanf("%d %lld", &n, &K) != 2) return 0;
    vector<long long> P(n + 1, 0);
    for (int i = 0; i < n; i++) {
        long long x;
        scanf("%lld", &x);
        P[i + 1] = P[i] + x;
    }
    vector<int> dq(n + 1);  // candidate starts, prefix values strictly increasing
    int head = 0, tail = 0;
    int bestLen = -1, bestStart = -1;
    for (int b = 0; b <= n; b++) {
        while (head < tail && P[b] - P[dq[head]] >= K) {
            int a = dq[head++];
            int len = b - a;
            if (bestLen < 0 || len < bestLen || (len == bestLen && a < bestStart)) {
                bestLen = len;
                bestStart = a;
            }
        }
        while (head < tail && P[dq[tail - 1]] >= P[b]) tail--;
        dq[tail++] = b;
    }
    if (bestLen < 0) printf("-1\n");
    else printf("%d %d\n", bestLen, bestStart);
}
