#include <bits/stdc++.h>
using namespace std;

int main() {
    const int MOD = 1000000007;
    int n, A;
    if (scanf("%d %d", &n, &A) != 2) return 0;
    vector<int> w(n);
    for (auto& x : w) scanf("%d", &x);
    vector<int> ways(A + 1, 0);
    ways[0] = 1;
    for (int m : w)  // masses outside: every selection is built mass by mass, once
        for (int a = m; a <= A; a++) {  // increasing amounts: a mass can be reused
            ways[a] += ways[a - m];
            if (ways[a] >= MOD) ways[a] -= MOD;
        }
    printf("%d\n", ways[A]);
    return 0;
}
