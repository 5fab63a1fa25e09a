// Mistake: starts the running maximum at 0 instead of minus infinity, so when every descent
// loses money it prints 0 instead of the (negative) best value.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> v(n);
    for (auto& x : v) scanf("%lld", &x);
    vector<vector<int>> children(n);
    for (int i = 1; i < n; i++) { int p; scanf("%d", &p); children[p].push_back(i); }
    vector<long long> S(n);
    vector<int> queue = {0};
    S[0] = v[0];
    long long best = 0;
    for (size_t h = 0; h < queue.size(); h++) {
        int x = queue[h];
        if (children[x].empty()) best = max(best, S[x]);
        for (int c : children[x]) { S[c] = S[x] + v[c]; queue.push_back(c); }
    }
    printf("%lld\n", best);
}
