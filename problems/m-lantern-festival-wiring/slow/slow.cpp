// Naive Prim: at every step, look at every pair (network lantern, outside lantern) for the
// cheapest wire. Correct, but O(n^3).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> x(n), y(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &x[i], &y[i]);
    vector<int> in, out;
    in.push_back(0);
    for (int i = 1; i < n; i++) out.push_back(i);
    long long total = 0;
    while (!out.empty()) {
        long long best = LLONG_MAX;
        size_t bestOut = 0;
        for (int u : in)
            for (size_t k = 0; k < out.size(); k++) {
                int v = out[k];
                long long d = llabs(x[u] - x[v]) + llabs(y[u] - y[v]);
                if (d < best) {
                    best = d;
                    bestOut = k;
                }
            }
        total += best;
        in.push_back(out[bestOut]);
        out.erase(out.begin() + bestOut);
    }
    printf("%lld\n", total);
    return 0;
}
