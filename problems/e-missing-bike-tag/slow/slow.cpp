// Naive O(n^2): try every tag 0, 1, 2, ... and search the whole list for it.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> v(n);
    for (auto& x : v) scanf("%d", &x);
    for (int k = 0; k <= n; k++) {
        bool found = false;
        for (int j = 0; j < n && !found; j++)
            if (v[j] == k) found = true;
        if (!found) {
            printf("%d\n", k);
            return 0;
        }
    }
}
