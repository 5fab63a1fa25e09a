#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> a(n), tmp(n);
    for (auto &x : a) scanf("%lld", &x);
    long long inv = 0;
    for (int width = 1; width < n; width *= 2) {
        for (int lo = 0; lo < n - width; lo += 2 * width) {
            int mid = lo + width, hi = min(n, lo + 2 * width);
            int i = lo, j = mid, k = lo;
            while (i < mid && j < hi) {
                if (a[i] <= a[j]) tmp[k++] = a[i++];
                else { inv += mid - i; tmp[k++] = a[j++]; }
            }
            while (i < mid) tmp[k++] = a[i++];
            while (j < hi) tmp[k++] = a[j++];
            copy(tmp.begin() + lo, tmp.begin() + hi, a.begin() + lo);
        }
    }
    printf("%lld\n", inv);
    return 0;
}
