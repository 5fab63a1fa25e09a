// Learner's mistake: the counts are kept in unsigned 64-bit integers and reduced modulo
// 1e9+7 only at the end. That is fine while the true count is small, but with small masses and
// a large amount the count passes 2^64 and wraps around before the final reduction.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, A;
    if (scanf("%d %d", &n, &A) != 2) return 0;
    vector<int> w(n);
    for (auto& x : w) scanf("%d", &x);
    vector<unsigned long long> ways(A + 1, 0);
    ways[0] = 1;
    for (int m : w)
        for (int a = m; a <= A; a++) ways[a] += ways[a - m];
    printf("%llu\n", ways[A] % 1000000007ULL);
    return 0;
}
