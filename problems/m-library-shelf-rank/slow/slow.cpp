// Naive: for every question, walk the section of x in order (explicit stack) until the k-th
// book. Correct, but O(size of the section) per question.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> c(n);
    vector<int> L(n), R(n);
    for (int i = 0; i < n; i++) scanf("%lld %d %d", &c[i], &L[i], &R[i]);
    int q;
    scanf("%d", &q);
    string out;
    vector<int> st;
    for (int i = 0; i < q; i++) {
        int x, k;
        scanf("%d %d", &x, &k);
        st.clear();
        int cur = x, seen = 0;
        long long ans = -1;
        while (cur != -1 || !st.empty()) {
            while (cur != -1) { st.push_back(cur); cur = L[cur]; }
            cur = st.back();
            st.pop_back();
            if (++seen == k) { ans = c[cur]; break; }
            cur = R[cur];
        }
        out += to_string(ans) + "\n";
    }
    fputs(out.c_str(), stdout);
    return 0;
}
