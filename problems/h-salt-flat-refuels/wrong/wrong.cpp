// Learner's mistake: drives as far as possible and, when the next point is out of range, refuels
// at the last depot passed (the most recent one) instead of the one with the most fuel.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long D, F;
    if (scanf("%d %lld %lld", &n, &D, &F) != 3) return 0;
    vector<long long> p(n + 1), f(n + 1, 0);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &p[i], &f[i]);
    p[n] = D;
    vector<long long> passed;  // used as a stack: the most recent depot first
    long long range = F;
    int stops = 0;
    for (int i = 0; i <= n; i++) {
        while (range < p[i]) {
            if (passed.empty()) { puts("-1"); return 0; }
            range += passed.back();
            passed.pop_back();
            stops++;
        }
        if (i < n) passed.push_back(f[i]);
    }
    printf("%d\n", stops);
    return 0;
}
