#include <bits/stdc++.h>
using namespace std;

typedef long long ll;

// sorted list of all subset totals of w, built by merging
static vector<ll> totals(const vector<ll>& w) {
    vector<ll> cur{0}, shifted, merged;
    for (ll x : w) {
        shifted.resize(cur.size());
        for (size_t i = 0; i < cur.size(); i++) shifted[i] = cur[i] + x;
        merged.resize(cur.size() * 2);
        merge(cur.begin(), cur.end(), shifted.begin(), shifted.end(), merged.begin());
        cur.swap(merged);
    }
    return cur;
}

// pairs (a, b) with a + b <= X
static ll countAtMost(const vector<ll>& a, const vector<ll>& b, ll X) {
    if (X < 0) return 0;
    ll cnt = 0;
    long j = (long)b.size() - 1;
    for (ll x : a) {
        while (j >= 0 && x + b[j] > X) j--;
        if (j < 0) break;
        cnt += j + 1;
    }
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
    printf("%lld\n", countAtMost(A, B, R) - countAtMost(A, B, L - 1));
}
