// Learner's mistake: lcm(x, y) is taken as x * y, which is only right when x and y share no
// factor. Posts that are multiples of two rounds with a common factor are counted twice.
#include <bits/stdc++.h>
using namespace std;

typedef long long ll;
const ll INF = 4000000000000000000LL;

ll mulCapped(ll a, ll b) { return a > INF / b ? INF : a * b; }

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    while (q--) {
        ll a, b, c, k;
        scanf("%lld %lld %lld %lld", &a, &b, &c, &k);
        ll ab = mulCapped(a, b), ac = mulCapped(a, c), bc = mulCapped(b, c);
        ll abc = mulCapped(ab, c);
        ll lo = 1, hi = k * min(a, min(b, c));
        while (lo < hi) {
            ll mid = lo + (hi - lo) / 2;
            ll cnt = mid / a + mid / b + mid / c - mid / ab - mid / ac - mid / bc + mid / abc;
            if (cnt >= k) hi = mid;
            else lo = mid + 1;
        }
        printf("%lld\n", lo);
    }
}
