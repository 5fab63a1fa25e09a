// Learner's mistake: the sum of binomials starts at C(d, 0) = 1 instead of C(d, 1), so every d
// looks one platform better than it is (with one casing, n platforms seem to need n - 1 drops).
#include <bits/stdc++.h>
using namespace std;
typedef long long ll;
typedef __int128 lll;

bool enough(ll d, ll k, ll n) {
    lll term = 1, sum = 1;
    for (ll i = 1; i <= k && i <= d; i++) {
        term = term * (d - i + 1) / i;
        sum += term;
        if (sum >= n) return true;
    }
    return sum >= n;
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    while (q--) {
        ll k, n;
        scanf("%lld %lld", &k, &n);
        ll lo = 1, hi = n;
        while (lo < hi) {
            ll mid = lo + (hi - lo) / 2;
            if (enough(mid, k, n)) hi = mid;
            else lo = mid + 1;
        }
        printf("%lld\n", lo);
    }
    return 0;
}
