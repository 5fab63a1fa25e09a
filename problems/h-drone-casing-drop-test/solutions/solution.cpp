#include <bits/stdc++.h>
using namespace std;
typedef long long ll;
typedef __int128 lll;

// can d drops with k casings handle n platforms? sum of C(d, i), i = 1..k, compared with n
bool enough(ll d, ll k, ll n) {
    lll term = 1, sum = 0;
    for (ll i = 1; i <= k && i <= d; i++) {
        term = term * (d - i + 1) / i;  // C(d, i); term < n before the multiplication
        sum += term;
        if (sum >= n) return true;
    }
    return false;
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    string out;
    while (q--) {
        ll k, n;
        scanf("%lld %lld", &k, &n);
        ll lo = 1, hi = n;
        while (lo < hi) {
            ll mid = lo + (hi - lo) / 2;
            if (enough(mid, k, n)) hi = mid;
            else lo = mid + 1;
        }
        out += to_string(lo);
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
