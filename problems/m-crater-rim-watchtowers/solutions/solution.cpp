#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> h(n);
    for (auto& x : h) scanf("%d", &x);
    vector<int> ans(n, -1), st;  // st: unrolled positions, heights strictly decreasing to the top
    st.reserve(2 * n);
    for (int p = 2 * n - 1; p >= 0; p--) {
        int cur = h[p % n];
        while (!st.empty() && h[st.back() % n] <= cur) st.pop_back();
        if (p < n && !st.empty()) ans[p] = st.back() - p;
        st.push_back(p);
    }
    string out;
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(ans[i]);
    }
    out += '\n';
    fwrite(out.data(), 1, out.size(), stdout);
}
