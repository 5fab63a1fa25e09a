// Naive: water every pot of every round one by one. O(n * q) when the rounds are long.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, q;
    long long T;
    if (scanf("%d %d %lld", &n, &q, &T) != 3) return 0;
    vector<long long> w(n + 1, 0);
    for (int k = 0; k < q; k++) {
        int l, r;
        long long v;
        scanf("%d %d %lld", &l, &r, &v);
        for (int i = l; i <= r; i++) w[i] += v;
    }
    int thriving = 0;
    for (int i = 1; i <= n; i++)
        if (w[i] >= T) thriving++;
    printf("%d\n", thriving);
}
