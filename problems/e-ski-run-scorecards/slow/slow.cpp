// Naive: for every scorecard, walk the whole course again looking for a run with that score.
// Correct, but O(n) per scorecard.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> s(n);
    vector<int> L(n), R(n);
    for (int i = 0; i < n; i++) scanf("%lld %d %d", &s[i], &L[i], &R[i]);
    int q;
    scanf("%d", &q);
    string out;
    vector<pair<int, long long>> st;
    for (int i = 0; i < q; i++) {
        long long t;
        scanf("%lld", &t);
        bool found = false;
        st.assign(1, {0, s[0]});
        while (!st.empty() && !found) {
            auto [x, sum] = st.back();
            st.pop_back();
            if (L[x] == -1 && R[x] == -1 && sum == t) found = true;
            if (L[x] != -1) st.push_back({L[x], sum + s[L[x]]});
            if (R[x] != -1) st.push_back({R[x], sum + s[R[x]]});
        }
        out += found ? "YES\n" : "NO\n";
    }
    fputs(out.c_str(), stdout);
    return 0;
}
