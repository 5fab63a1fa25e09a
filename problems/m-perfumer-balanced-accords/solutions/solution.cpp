#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long t;
    if (scanf("%d %lld", &n, &t) != 2) return 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    sort(a.begin(), a.end());
    long long count = 0;
    for (int i = 0; i + 2 < n; i++) {
        if (i > 0 && a[i] == a[i - 1]) continue;  // this smallest warmth was handled already
        long long need = t - a[i];
        int j = i + 1, k = n - 1;
        while (j < k) {
            long long s = a[j] + a[k];
            if (s < need) j++;
            else if (s > need) k--;
            else {
                count++;
                long long y = a[j], z = a[k];
                while (j < k && a[j] == y) j++;
                while (k > j && a[k] == z) k--;
            }
        }
    }
    printf("%lld\n", count);
}
