#include <bits/stdc++.h>
using namespace std;

// Naive (Fleury-style): walk from depot 0; at every station try the unused tracks from the
// smallest target upwards and take the first one after which every remaining track is still
// reachable from where it leads (checked by a fresh search over the remaining tracks). Correct,
// but a search per step: O(m * (n + m)).
int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> eu(m), ev(m), outdeg(n, 0), indeg(n, 0);
    vector<vector<int>> adj(n);  // edge ids sorted by target
    for (int i = 0; i < m; i++) {
        scanf("%d %d", &eu[i], &ev[i]);
        outdeg[eu[i]]++;
        indeg[ev[i]]++;
        adj[eu[i]].push_back(i);
    }
    int ends = 0;
    for (int x = 0; x < n; x++) {
        int d = outdeg[x] - indeg[x];
        if (x == 0) {
            if (d != 0 && d != 1) { puts("-1"); return 0; }
        } else if (d == -1) ends++;
        else if (d != 0) { puts("-1"); return 0; }
    }
    if (outdeg[0] - indeg[0] != ends) { puts("-1"); return 0; }
    for (auto& l : adj) stable_sort(l.begin(), l.end(), [&](int a, int b) { return ev[a] < ev[b]; });
    vector<char> used(m, 0);
    vector<int> seen(n, -1), q, route(1, 0);
    int stamp = 0, remaining = m, cur = 0;
    auto allReachable = [&](int from) {
        // every unused track must start at a station reachable from `from` over unused tracks
        stamp++;
        q.assign(1, from);
        seen[from] = stamp;
        int reachedTracks = 0;
        for (size_t h = 0; h < q.size(); h++)
            for (int e : adj[q[h]]) {
                if (used[e]) continue;
                reachedTracks++;
                if (seen[ev[e]] != stamp) seen[ev[e]] = stamp, q.push_back(ev[e]);
            }
        return reachedTracks == remaining;
    };
    if (!allReachable(0)) { puts("-1"); return 0; }
    while (remaining > 0) {
        bool moved = false;
        for (int e : adj[cur]) {
            if (used[e]) continue;
            used[e] = 1;
            remaining--;
            if (allReachable(ev[e])) {
                cur = ev[e];
                route.push_back(cur);
                moved = true;
                break;
            }
            used[e] = 0;
            remaining++;
        }
        if (!moved) { puts("-1"); return 0; }
    }
    string out;
    for (size_t i = 0; i < route.size(); i++) {
        if (i) out += ' ';
        out += to_string(route[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
