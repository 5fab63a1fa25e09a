// Mistake: "equal amounts are not a violation" read as "squeeze runs of equal neighbours into one
// entry" before counting, so every copy but the first of a run loses its out-of-order pairs.
#include <bits/stdc++.h>
using namespace std;

long long sortCount(vector<long long> &a, vector<long long> &tmp, int lo, int hi) {
    if (hi - lo < 2) return 0;
    int mid = (lo + hi) / 2;
    long long inv = sortCount(a, tmp, lo, mid) + sortCount(a, tmp, mid, hi);
    int i = lo, j = mid, k = lo;
    while (i < mid && j < hi) {
        if (a[i] <= a[j]) tmp[k++] = a[i++];
        else { inv += mid - i; tmp[k++] = a[j++]; }
    }
    while (i < mid) tmp[k++] = a[i++];
    while (j < hi) tmp[k++] = a[j++];
    copy(tmp.begin() + lo, tmp.begin() + hi, a.begin() + lo);
    return inv;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    a.erase(unique(a.begin(), a.end()), a.end());
    vector<long long> tmp(a.size());
    printf("%lld\n", sortCount(a, tmp, 0, (int)a.size()));
}
