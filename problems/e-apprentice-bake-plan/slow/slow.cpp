// Naive: for every rule, walk the plan from the start until both steps have been found, then
// compare their positions. O(n) per rule, O(n * m) in total.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> u(m), v(m), plan(n);
    for (int i = 0; i < m; i++) scanf("%d %d", &u[i], &v[i]);
    for (auto& x : plan) scanf("%d", &x);
    for (int i = 0; i < m; i++) {
        int pu = -1, pv = -1;
        for (int j = 0; j < n && (pu < 0 || pv < 0); j++) {
            if (plan[j] == u[i]) pu = j;
            else if (plan[j] == v[i]) pv = j;
        }
        if (pu > pv) { printf("NO %d\n", i + 1); return 0; }
    }
    puts("YES");
}
