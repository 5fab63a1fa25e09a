// Learner's mistake: the prefix-sum counts are never removed when the walk leaves a gallery, so
// a prefix from one branch pairs with a gallery in a sibling branch (not a run).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    vector<long long> v(n);
    for (auto& x : v) scanf("%lld", &x);
    vector<vector<int>> ch(n);
    vector<int> par(n, -1);
    for (int i = 1; i < n; i++) {
        scanf("%d", &par[i]);
        ch[par[i]].push_back(i);
    }
    map<long long, long long> cnt;
    cnt[0] = 1;
    vector<long long> S(n);
    long long answer = 0;
    vector<int> st = {0};
    while (!st.empty()) {
        int x = st.back();
        st.pop_back();
        S[x] = (x == 0 ? 0 : S[par[x]]) + v[x];
        if (cnt.count(S[x] - k)) answer += cnt[S[x] - k];
        cnt[S[x]]++;
        for (int c : ch[x]) st.push_back(c);
    }
    printf("%lld\n", answer);
    return 0;
}
