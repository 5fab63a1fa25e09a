// Naive O(n * m): start with only s reachable and sweep over all routes again and again, marking
// the other end of every route that touches a reachable island, until a sweep changes nothing.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> u(m), v(m);
    for (int i = 0; i < m; i++) scanf("%d %d", &u[i], &v[i]);
    int s, t;
    scanf("%d %d", &s, &t);
    vector<char> reach(n, 0);
    reach[s] = 1;
    bool changed = true;
    while (changed) {
        changed = false;
        for (int i = 0; i < m; i++)
            if (reach[u[i]] != reach[v[i]]) {
                reach[u[i]] = reach[v[i]] = 1;
                changed = true;
            }
    }
    puts(reach[t] ? "YES" : "NO");
}
