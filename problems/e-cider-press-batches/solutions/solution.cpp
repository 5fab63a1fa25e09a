#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long t;
    if (scanf("%d %lld", &n, &t) != 2) return 0;
    vector<int> w(n);
    for (auto& x : w) scanf("%d", &x);
    long long sum = 0;
    int best = 0, l = 0;
    for (int r = 0; r < n; r++) {
        sum += w[r];
        while (sum >= t) {
            if (best == 0 || r - l + 1 < best) best = r - l + 1;
            sum -= w[l++];
        }
    }
    printf("%d\n", best);
}
