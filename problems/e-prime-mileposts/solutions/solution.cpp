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
    composite[0] = 1;
    composite[1] = 1;
    for (long long p = 2; p * p <= N; p++)
        if (!composite[p])
            for (long long x = p * p; x <= N; x += p) composite[x] = 1;
    vector<int> cnt(N + 1, 0);
    for (int x = 1; x <= N; x++) cnt[x] = cnt[x - 1] + (composite[x] ? 0 : 1);
    string out;
    out.reserve((size_t)q * 8);
    char tmp[16];
    for (int i = 0; i < q; i++) {
        int k = snprintf(tmp, sizeof tmp, "%d\n", cnt[R[i]] - cnt[L[i] - 1]);
        out.append(tmp, k);
    }
    fputs(out.c_str(), stdout);
    return 0;
}
