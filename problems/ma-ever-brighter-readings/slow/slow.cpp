// Naive O(n^2) dynamic programme: correct, but too slow for n = 10^5.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> b(n), best(n, 1);
    for (auto &x : b) scanf("%d", &x);
    int ans = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < i; j++)
            if (b[j] < b[i] && best[j] + 1 > best[i]) best[i] = best[j] + 1;
        ans = max(ans, best[i]);
    }
    printf("%d\n", ans);
    return 0;
}
