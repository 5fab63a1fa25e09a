// Naive: sweep over all entries again and again, opening v whenever u is already open, until a
// sweep opens nothing new. Correct, but a chain listed from its far end opens one vault per
// sweep: O(n * m).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> u(m), v(m);
    for (int i = 0; i < m; i++) scanf("%d %d", &u[i], &v[i]);
    vector<char> open(n, 0);
    open[0] = 1;
    bool changed = true;
    while (changed) {
        changed = false;
        for (int i = 0; i < m; i++)
            if (open[u[i]] && !open[v[i]]) { open[v[i]] = 1; changed = true; }
    }
    int cnt = 0, first = -1;
    for (int i = 0; i < n; i++) {
        if (open[i]) cnt++;
        else if (first < 0) first = i;
    }
    printf("%d %d\n", cnt, first);
}
