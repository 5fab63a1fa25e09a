#include <bits/stdc++.h>
using namespace std;

typedef long long ll;
const ll INF = 4000000000000000000LL; // larger than any post number we search

ll lcmCapped(ll a, ll b) {
    ll g = __gcd(a, b);
    ll a1 = a / g;
    if (a1 > INF / b) return INF;
    return a1 * b;
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    string out;
    while (q--) {
        ll a, b, c, k;
        scanf("%lld %lld %lld %lld", &a, &b, &c, &k);
        ll ab = lcmCapped(a, b), ac = lcmCapped(a, c), bc = lcmCapped(b, c);
        ll abc = ab >= INF ? INF : lcmCapped(ab, c);
        auto count = [&](ll x) { return x / a + x / b + x / c - x / ab - x / ac - x / bc + x / abc; };
        ll lo = 1, hi = k * min(a, min(b, c));
        while (lo < hi) {
            ll mid = lo + (hi - lo) / 2;
            if (count(mid) >= k) hi = mid;
            else lo = mid + 1;
        }
        out += to_string(lo);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
}
