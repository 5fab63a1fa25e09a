// Mistake: adds up the tokens of every plaza reachable from plaza 0, as if the collector could
// visit all of them. But lanes are one-way: after taking one branch she may never get back to
// try another.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<long long> t(n);
    for (auto& x : t) scanf("%lld", &x);
    vector<vector<int>> out(n);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        out[u].push_back(v);
    }
    vector<char> seen(n, 0);
    vector<int> st(1, 0);
    seen[0] = 1;
    long long sum = 0;
    while (!st.empty()) {
        int x = st.back();
        st.pop_back();
        sum += t[x];
        for (int y : out[x])
            if (!seen[y]) seen[y] = 1, st.push_back(y);
    }
    printf("%lld\n", sum);
    return 0;
}
