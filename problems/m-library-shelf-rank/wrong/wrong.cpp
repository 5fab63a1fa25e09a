// Learner's mistake: the bound check compares k with the books left in the whole catalogue
// after the section's start, not with the section's size, so a too-large k returns the next
// book outside the section instead of -1.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> c(n);
    vector<int> L(n), R(n);
    for (int i = 0; i < n; i++) scanf("%lld %d %d", &c[i], &L[i], &R[i]);
    vector<long long> order;
    vector<int> pos(n), st;
    int cur = 0;
    while (cur != -1 || !st.empty()) {
        while (cur != -1) { st.push_back(cur); cur = L[cur]; }
        cur = st.back();
        st.pop_back();
        pos[cur] = (int)order.size();
        order.push_back(c[cur]);
        cur = R[cur];
    }
    vector<int> bfs = {0}, sz(n, 1);
    for (size_t h = 0; h < bfs.size(); h++) {
        int x = bfs[h];
        if (L[x] != -1) bfs.push_back(L[x]);
        if (R[x] != -1) bfs.push_back(R[x]);
    }
    for (int i = n - 1; i >= 0; i--) {
        int x = bfs[i];
        if (L[x] != -1) sz[x] += sz[L[x]];
        if (R[x] != -1) sz[x] += sz[R[x]];
    }
    int q;
    scanf("%d", &q);
    for (int i = 0; i < q; i++) {
        int x, k;
        scanf("%d %d", &x, &k);
        int start = pos[x] - (L[x] != -1 ? sz[L[x]] : 0);
        if (start + k - 1 >= n) printf("-1\n");
        else printf("%lld\n", order[start + k - 1]);
    }
    return 0;
}
