// Learner's mistake: the total is kept in a 32-bit int. Fine on small maps, but two or three
// wires across the whole 10^9 town already overflow it.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> x(n), y(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &x[i], &y[i]);
    vector<long long> dist(n, LLONG_MAX);
    vector<char> inTree(n, 0);
    dist[0] = 0;
    int total = 0;
    for (int step = 0; step < n; step++) {
        int u = -1;
        for (int v = 0; v < n; v++)
            if (!inTree[v] && (u < 0 || dist[v] < dist[u])) u = v;
        inTree[u] = 1;
        total += (int)dist[u];
        for (int v = 0; v < n; v++)
            if (!inTree[v]) dist[v] = min(dist[v], llabs(x[u] - x[v]) + llabs(y[u] - y[v]));
    }
    printf("%d\n", total);
    return 0;
}
