// Learner's mistake: the sieve starts with every entry marked prime and clears only the
// multiples it crosses out, so milepost 1 is counted as a prime.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    vector<int> L(q), R(q);
    int N = 1;
    for (int i = 0; i < q; i++) {
        scanf("%d %d", &L[i], &R[i]);
        N = max(N, R[i]);
    }
    vector<char> composite(N + 1, 0);
    for (long long p = 2; p * p <= N; p++)
        if (!composite[p])
            for (long long x = p * p; x <= N; x += p) composite[x] = 1;
    vector<int> cnt(N + 1, 0);
    for (int x = 1; x <= N; x++) cnt[x] = cnt[x - 1] + (composite[x] ? 0 : 1);
    for (int i = 0; i < q; i++) printf("%d\n", cnt[R[i]] - cnt[L[i] - 1]);
    return 0;
}
