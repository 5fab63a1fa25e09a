#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> v(n + 2, 1);
    for (int i = 1; i <= n; i++) scanf("%lld", &v[i]);
    int N = n + 2;
    vector<vector<long long>> best(N, vector<long long>(N, 0));
    for (int len = 2; len < N; len++) {
        for (int l = 0; l + len < N; l++) {
            int r = l + len;
            long long b = 0;
            for (int m = l + 1; m < r; m++)
                b = max(b, best[l][m] + best[m][r] + v[l] * v[m] * v[r]);
            best[l][r] = b;
        }
    }
    printf("%lld\n", best[0][N - 1]);
    return 0;
}
