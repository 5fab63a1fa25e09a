#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> x(n), y(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &x[i], &y[i]);
    // dense Prim: dist[v] = cheapest wire from v to the network built so far
    const long long INF = LLONG_MAX;
    vector<long long> dist(n, INF);
    vector<char> inTree(n, 0);
    dist[0] = 0;
    long long total = 0;
    for (int step = 0; step < n; step++) {
        int u = -1;
        for (int v = 0; v < n; v++)
            if (!inTree[v] && (u < 0 || dist[v] < dist[u])) u = v;
        inTree[u] = 1;
        total += dist[u];
        for (int v = 0; v < n; v++)
            if (!inTree[v]) {
                long long d = llabs(x[u] - x[v]) + llabs(y[u] - y[v]);
                if (d < dist[v]) dist[v] = d;
            }
    }
    printf("%lld\n", total);
    return 0;
}
