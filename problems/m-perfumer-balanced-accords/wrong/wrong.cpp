// A plausible slip: the learner skips repeated values for the two pointers but not for the outer
// loop, so an accord whose smallest warmth appears on several vials is counted once per copy
// (e.g. 0 0 0 0 with T = 0 gives 2 instead of 1).
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
