// Naive: start a search at every lock and follow every path from it, keeping the best running
// sum. Correct, but O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> v(n);
    for (auto& x : v) scanf("%lld", &x);
    vector<vector<int>> adj(n);
    for (int i = 1; i < n; i++) {
        int p;
        scanf("%d", &p);
        adj[i].push_back(p);
        adj[p].push_back(i);
    }
    long long answer = v[0];
    vector<long long> sum(n);
    vector<int> from(n), st;
    for (int s = 0; s < n; s++) {
        st.assign(1, s);
        sum[s] = v[s];
        from[s] = -1;
        while (!st.empty()) {
            int x = st.back();
            st.pop_back();
            answer = max(answer, sum[x]);
            for (int y : adj[x])
                if (y != from[x]) { from[y] = x; sum[y] = sum[x] + v[y]; st.push_back(y); }
        }
    }
    printf("%lld\n", answer);
    return 0;
}
