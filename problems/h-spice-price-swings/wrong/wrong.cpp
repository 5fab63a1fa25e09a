// Mistake: strict comparisons on both sides of the monotonic stack, so a period whose maximum (or
// minimum) price occurs on two or more days is credited to each of those days: equal prices are
// counted several times.
#include <bits/stdc++.h>
using namespace std;

int n;

long long sumOfMaxima(const vector<long long>& a) {
    vector<int> left(n), right(n), st;
    for (int i = 0; i < n; i++) {
        while (!st.empty() && a[st.back()] < a[i]) st.pop_back();
        left[i] = st.empty() ? -1 : st.back();
        st.push_back(i);
    }
    st.clear();
    for (int i = n - 1; i >= 0; i--) {
        while (!st.empty() && a[st.back()] < a[i]) st.pop_back();
        right[i] = st.empty() ? n : st.back();
        st.push_back(i);
    }
    long long total = 0;
    for (int i = 0; i < n; i++) total += a[i] * (long long)(i - left[i]) * (right[i] - i);
    return total;
}

int main() {
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> p(n), neg(n);
    for (auto& x : p) scanf("%lld", &x);
    for (int i = 0; i < n; i++) neg[i] = -p[i];
    printf("%lld\n", sumOfMaxima(p) + sumOfMaxima(neg));
}
