// Naive DP over the number of copies: ways_i[a] = sum over t of ways_{i-1}[a - t * w_i].
// Correct, but O(n * A^2 / w): far too slow when the masses are small.
#include <bits/stdc++.h>
using namespace std;

int main() {
    const long long MOD = 1000000007;
    int n, A;
    if (scanf("%d %d", &n, &A) != 2) return 0;
    vector<int> w(n);
    for (auto& x : w) scanf("%d", &x);
    vector<long long> prev(A + 1, 0), cur(A + 1);
    prev[0] = 1;
    for (int m : w) {
        for (int a = 0; a <= A; a++) {
            long long s = 0;
            for (int t = a; t >= 0; t -= m) s += prev[t];
            cur[a] = s % MOD;
        }
        swap(prev, cur);
    }
    printf("%lld\n", prev[A]);
    return 0;
}
