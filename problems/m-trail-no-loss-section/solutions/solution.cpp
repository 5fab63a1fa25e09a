#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> e(n);
    for (auto& x : e) scanf("%d", &x);
    vector<int> st;  // strictly decreasing prefix minima (indices)
    for (int i = 0; i < n; i++)
        if (st.empty() || e[i] < e[st.back()]) st.push_back(i);
    int best = 0;
    for (int j = n - 1; j >= 0 && !st.empty(); j--) {
        while (!st.empty() && e[st.back()] <= e[j]) {
            best = max(best, j - st.back());
            st.pop_back();
        }
    }
    printf("%d\n", best);
}
