#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> h(n + 1, 0);
    for (int i = 0; i < n; i++) scanf("%lld", &h[i]);
    vector<int> st;
    st.reserve(n + 1);
    long long best = 0;
    for (int j = 0; j <= n; j++) {
        while (!st.empty() && h[st.back()] > h[j]) {
            long long height = h[st.back()];
            st.pop_back();
            long long left = st.empty() ? -1 : st.back();
            best = max(best, height * (j - left - 1));
        }
        st.push_back(j);
    }
    printf("%lld\n", best);
    return 0;
}
