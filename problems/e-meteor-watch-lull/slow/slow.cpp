// Naive O(n^2): for every sighting, scan all sightings for its successor (the smallest later time).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    long long best = 0, start = *min_element(a.begin(), a.end());
    for (int i = 0; i < n; i++) {
        long long succ = LLONG_MAX;
        for (int j = 0; j < n; j++)
            if (a[j] > a[i] && a[j] < succ) succ = a[j];
        if (succ == LLONG_MAX) continue;
        long long gap = succ - a[i];
        if (gap > best || (gap == best && a[i] < start)) {
            best = gap;
            start = a[i];
        }
    }
    printf("%lld %lld\n", best, start);
}
