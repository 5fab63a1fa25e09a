// Mistake: reads every ferry line as one-way, from u to v only. The ferries shuttle in both
// directions, so islands that are only reached by sailing a line "backwards" are missed or late.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<vector<array<int, 3>>> adj(n);
    for (int i = 0; i < m; i++) {
        int u, v, t, p;
        scanf("%d %d %d %d", &u, &v, &t, &p);
        adj[u].push_back({v, t, p});
    }
    vector<long long> best(n, LLONG_MAX);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> pq;
    best[0] = 0;
    pq.push({0, 0});
    while (!pq.empty()) {
        auto [t, x] = pq.top();
        pq.pop();
        if (t != best[x]) continue;
        for (auto& f : adj[x]) {
            long long a = (t + f[2] - 1) / f[2] * f[2] + f[1];
            if (a < best[f[0]]) best[f[0]] = a, pq.push({a, f[0]});
        }
    }
    for (int i = 0; i < n; i++) printf(i ? " %lld" : "%lld", best[i] == LLONG_MAX ? -1LL : best[i]);
    printf("\n");
    return 0;
}
