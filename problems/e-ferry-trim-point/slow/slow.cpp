// Naive O(n^2): for every slot, add up the whole left side and the whole right side again.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    for (int i = 0; i < n; i++) {
        long long left = 0, right = 0;
        for (int j = 0; j < i; j++) left += a[j];
        for (int j = i + 1; j < n; j++) right += a[j];
        if (left == right) {
            printf("%d\n", i);
            return 0;
        }
    }
    printf("-1\n");
}
