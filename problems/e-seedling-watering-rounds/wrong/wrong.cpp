// Mistake: "at least T" read as "more than T", so a pot with exactly T ml is not counted.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, q;
    long long T;
    if (scanf("%d %d %lld", &n, &q, &T) != 3) return 0;
    vector<long long> d(n + 2, 0);
    for (int k = 0; k < q; k++) {
        int l, r;
        long long v;
        scanf("%d %d %lld", &l, &r, &v);
        d[l] += v;
        d[r + 1] -= v;
    }
    long long cur = 0;
    int thriving = 0;
    for (int i = 1; i <= n; i++) {
        cur += d[i];
        if (cur > T) thriving++;
    }
    printf("%d\n", thriving);
}
