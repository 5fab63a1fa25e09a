// Mistake: confuses the plan with its inverse and compares plan[u] with plan[v] (the steps
// done at positions u and v) instead of the positions of steps u and v. It agrees with the
// correct answer only when the plan happens to be its own inverse.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> u(m), v(m), plan(n);
    for (int i = 0; i < m; i++) scanf("%d %d", &u[i], &v[i]);
    for (auto& x : plan) scanf("%d", &x);
    for (int i = 0; i < m; i++)
        if (plan[u[i]] > plan[v[i]]) { printf("NO %d\n", i + 1); return 0; }
    puts("YES");
}
