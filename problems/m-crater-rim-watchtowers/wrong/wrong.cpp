// Learner's mistake: the monotonic stack pops only strictly lower towers (< instead of <=), so a
// tower of equal height stays on the stack and is reported as "taller".
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> h(n);
    for (auto& x : h) scanf("%d", &x);
    vector<int> ans(n, -1), st;
    for (int p = 2 * n - 1; p >= 0; p--) {
        int cur = h[p % n];
        while (!st.empty() && h[st.back() % n] < cur) st.pop_back();
        if (p < n && !st.empty() && st.back() - p < n) ans[p] = st.back() - p;
        st.push_back(p);
    }
    for (int i = 0; i < n; i++) printf("%d%c", ans[i], i + 1 < n ? ' ' : '\n');
}
