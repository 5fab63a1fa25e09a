#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    // stack of (height, wilt day), heights strictly decreasing from bottom to top
    vector<pair<int, int>> st;
    st.reserve(n);
    int answer = 0;
    for (int i = 0; i < n; i++) {
        int h;
        scanf("%d", &h);
        int m = 0;
        while (!st.empty() && st.back().first <= h) {
            m = max(m, st.back().second);
            st.pop_back();
        }
        int day = st.empty() ? 0 : m + 1;
        answer = max(answer, day);
        st.push_back({h, day});
    }
    printf("%d\n", answer);
    return 0;
}
