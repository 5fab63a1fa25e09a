// Naive: in every round scan all remaining pieces for the two shortest, weld them, and put the
// result in the place of the first one. O(n) per weld, O(n^2) in total.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    long long cost = 0;
    while (a.size() > 1) {
        size_t i1 = 0, i2 = 1;
        if (a[i2] < a[i1]) swap(i1, i2);
        for (size_t j = 2; j < a.size(); j++) {
            if (a[j] < a[i1]) { i2 = i1; i1 = j; }
            else if (a[j] < a[i2]) i2 = j;
        }
        long long s = a[i1] + a[i2];
        cost += s;
        a[i1] = s;
        a[i2] = a.back();
        a.pop_back();
    }
    printf("%lld\n", cost);
    return 0;
}
