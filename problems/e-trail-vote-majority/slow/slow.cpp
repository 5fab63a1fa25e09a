// Naive O(n^2): count the votes of every ballot's trail from scratch.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> v(n);
    for (auto& x : v) scanf("%d", &x);
    for (int i = 0; i < n; i++) {
        int cnt = 0;
        for (int j = 0; j < n; j++)
            if (v[j] == v[i]) cnt++;
        if (2LL * cnt > n) {
            printf("%d\n", v[i]);
            return 0;
        }
    }
    printf("-1\n");
}
