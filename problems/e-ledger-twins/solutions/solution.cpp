#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long t;
    if (scanf("%d %lld", &n, &t) != 2) return 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    // first index at which each amount was seen
    unordered_map<long long, int> first;
    first.reserve(2 * n + 1);
    for (int j = 0; j < n; j++) {
        auto it = first.find(t - a[j]);
        if (it != first.end()) {
            printf("%d %d\n", it->second, j);
            return 0;
        }
        first.emplace(a[j], j);  // keeps the earliest index
    }
    printf("-1\n");
}
