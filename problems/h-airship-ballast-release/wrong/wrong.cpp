// Learner's mistake: the answer is computed as F(R) - F(L) instead of F(R) - F(L - 1), so every set
// whose total is exactly L is lost.
#include <bits/stdc++.h>
using namespace std;

typedef long long ll;

static vector<ll> totals(const vector<ll>& w) {
    vector<ll> cur{0};
    for (ll x : w) {
        size_t m = cur.size();
        for (size_t i = 0; i < m; i++) cur.push_back(cur[i] + x);
    }
    sort(cur.begin(), cur.end());
    return cur;
}

static ll countAtMost(const vector<ll>& a, const vector<ll>& b, ll X) {
    ll cnt = 0;
    for (ll x : a) cnt += upper_bound(b.begin(), b.end(), X - x) - b.begin();
    return cnt;
}

int main() {
    int n;
    ll L, R;
    if (scanf("%d %lld %lld", &n, &L, &R) != 3) return 0;
    vector<ll> w(n);
    for (auto& x : w) scanf("%lld", &x);
    int h = n / 2;
    vector<ll> A = totals(vector<ll>(w.begin(), w.begin() + h));
    vector<ll> B = totals(vector<ll>(w.begin() + h, w.end()));
    printf("%lld\n", countAtMost(A, B, R) - countAtMost(A, B, L));
}
