// Mistake: "at least as high" coded as strictly higher (e[i] < e[j]), so sections that end at
// exactly the starting elevation are missed.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> e(n);
    for (auto& x : e) scanf("%d", &x);
    vector<int> st;
    for (int i = 0; i < n; i++)
        if (st.empty() || e[i] < e[st.back()]) st.push_back(i);
    int best = 0;
    for (int j = n - 1; j >= 0 && !st.empty(); j--) {
        while (!st.empty() && e[st.back()] < e[j]) {
            best = max(best, j - st.back());
            st.pop_back();
        }
    }
    printf("%d\n", best);
}
