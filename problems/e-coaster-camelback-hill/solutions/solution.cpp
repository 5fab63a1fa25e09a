#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> h(n);
    for (auto& x : h) scanf("%d", &x);
    vector<int> up(n, 0), down(n, 0);
    for (int i = 1; i < n; i++)
        if (h[i - 1] < h[i]) up[i] = up[i - 1] + 1;
    for (int i = n - 2; i >= 0; i--)
        if (h[i + 1] < h[i]) down[i] = down[i + 1] + 1;
    int best = 0;
    for (int p = 0; p < n; p++)
        if (up[p] > 0 && down[p] > 0) best = max(best, up[p] + down[p] + 1);
    printf("%d\n", best);
}
