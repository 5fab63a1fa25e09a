// Mistake: the two-pointer idea of "container with most water": start with the whole street and
// always drop the lower end building; the best run can lie strictly inside and is never tried.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> h(n);
    for (auto &x : h) scanf("%lld", &x);
    long long best = 0;
    int l = 0, r = n - 1;
    while (l <= r) {
        long long low = *min_element(h.begin() + l, h.begin() + r + 1);
        best = max(best, low * (r - l + 1));
        if (h[l] <= h[r]) l++;
        else r--;
    }
    printf("%lld\n", best);
}
