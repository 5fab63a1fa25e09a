// Learner's mistake: the window is treated as half-open, lo <= p < hi, so a lot priced exactly
// hi is left out (and the pruning skips it too).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> p(n);
    vector<int> L(n), R(n);
    for (int i = 0; i < n; i++) scanf("%lld %d %d", &p[i], &L[i], &R[i]);
    long long lo, hi;
    scanf("%lld %lld", &lo, &hi);
    long long count = 0, sum = 0;
    vector<int> st;
    if (n > 0) st.push_back(0);
    while (!st.empty()) {
        int x = st.back();
        st.pop_back();
        if (p[x] < lo) {
            if (R[x] != -1) st.push_back(R[x]);
        } else if (p[x] >= hi) {
            if (L[x] != -1) st.push_back(L[x]);
        } else {
            count++;
            sum += p[x];
            if (L[x] != -1) st.push_back(L[x]);
            if (R[x] != -1) st.push_back(R[x]);
        }
    }
    printf("%lld %lld\n", count, sum);
    return 0;
}
