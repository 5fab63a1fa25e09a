// Naive: for every tier d, walk the whole tree (west before east) and collect the masts at
// depth d. Correct, but O(n * h): far too slow when the tree is tens of thousands of tiers deep.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> g(n);
    vector<int> L(n), R(n);
    for (int i = 0; i < n; i++) scanf("%lld %d %d", &g[i], &L[i], &R[i]);
    string out;
    vector<pair<int, int>> st;
    for (int d = 1;; d++) {
        long long sum = 0;
        int last = -1;
        st.clear();
        st.push_back({0, 1});
        while (!st.empty()) {
            auto [x, dx] = st.back();
            st.pop_back();
            if (dx == d) { sum += g[x]; last = x; }
            // east pushed first, so west is visited first
            if (R[x] != -1) st.push_back({R[x], dx + 1});
            if (L[x] != -1) st.push_back({L[x], dx + 1});
        }
        if (last == -1) break;
        out += to_string(g[last]) + " " + to_string(sum) + "\n";
    }
    fputs(out.c_str(), stdout);
    return 0;
}
