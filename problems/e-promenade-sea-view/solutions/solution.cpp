#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> h(n);
    for (auto& x : h) scanf("%d", &x);
    int best = 0, views = 0;
    for (int i = n - 1; i >= 0; i--) {
        if (h[i] > best) {
            views++;
            best = h[i];
        }
    }
    printf("%d\n", views);
}
