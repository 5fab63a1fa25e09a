#include <bits/stdc++.h>
using namespace std;

int n;
vector<long long> p;

// Sum over all periods of their maximum (sign = 1) or, on negated prices, minus the minimum.
long long sumOfMaxima(const vector<long long>& a) {
    vector<int> left(n), right(n), st;
    st.reserve(n);
    for (int i = 0; i < n; i++) {
        while (!st.empty() && a[st.back()] < a[i]) st.pop_back();
        left[i] = st.empty() ? -1 : st.back();
        st.push_back(i);
    }
    st.clear();
    for (int i = n - 1; i >= 0; i--) {
        while (!st.empty() && a[st.back()] <= a[i]) st.pop_back();
        right[i] = st.empty() ? n : st.back();
        st.push_back(i);
    }
    long long total = 0;
    for (int i = 0; i < n; i++) total += a[i] * (long long)(i - left[i]) * (right[i] - i);
    return total;
}

int main() {
    if (scanf("%d", &n) != 1) return 0;
    p.resize(n);
    for (auto& x : p) scanf("%lld", &x);
    vector<long long> neg(n);
    for (int i = 0; i < n; i++) neg[i] = -p[i];
    // sum of minima = -(sum of maxima of the negated prices)
    printf("%lld\n", sumOfMaxima(p) + sumOfMaxima(neg));
}
