// Naive backtracking: decide for every sack whether it is released, and count the complete choices
// whose total lies in [L, R]. It prunes a branch once the total passes R, but with a wide range most
// branches survive: close to 2^n leaves for n = 36.
#include <bits/stdc++.h>
using namespace std;

typedef long long ll;
int n;
ll L, R;
vector<ll> w;
ll answer = 0;

void go(int i, ll total) {
    if (total > R) return;
    if (i == n) {
        if (total >= L) answer++;
        return;
    }
    go(i + 1, total);
    go(i + 1, total + w[i]);
}

int main() {
    if (scanf("%d %lld %lld", &n, &L, &R) != 3) return 0;
    w.resize(n);
    for (auto& x : w) scanf("%lld", &x);
    go(0, 0);
    printf("%lld\n", answer);
}
