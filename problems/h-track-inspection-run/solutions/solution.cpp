#include <bits/stdc++.h>
using namespace std;

// Check the degree conditions for a trail that starts at depot 0, then run Hierholzer's algorithm
// taking the smallest unused track first; the finished stations, reversed, are the
// lexicographically smallest trail. If it does not use every track, some track is unreachable.
vector<int> inspectionRun(int n, const vector<pair<int, int>>& tracks) {
    int m = tracks.size();
    vector<int> outdeg(n, 0), indeg(n, 0);
    vector<vector<int>> adj(n);
    for (auto [u, v] : tracks) {
        outdeg[u]++;
        indeg[v]++;
        adj[u].push_back(v);
    }
    int endCandidates = 0;
    for (int x = 0; x < n; x++) {
        int diff = outdeg[x] - indeg[x];
        if (x == 0) {
            if (diff != 0 && diff != 1) return {};
        } else if (diff == -1) {
            endCandidates++;
        } else if (diff != 0) {
            return {};
        }
    }
    if (outdeg[0] - indeg[0] != endCandidates) return {};
    for (auto& list : adj) sort(list.rbegin(), list.rend());  // smallest at the back
    vector<int> path, st(1, 0);
    path.reserve(m + 1);
    while (!st.empty()) {
        int x = st.back();
        if (!adj[x].empty()) {
            st.push_back(adj[x].back());
            adj[x].pop_back();
        } else {
            path.push_back(x);
            st.pop_back();
        }
    }
    if ((int)path.size() != m + 1) return {};
    reverse(path.begin(), path.end());
    return path;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<pair<int, int>> tracks(m);
    for (auto& t : tracks) cin >> t.first >> t.second;
    vector<int> run = inspectionRun(n, tracks);
    if (run.empty()) {
        fputs("-1\n", stdout);
        return 0;
    }
    string out;
    for (size_t i = 0; i < run.size(); i++) {
        if (i) out += ' ';
        out += to_string(run[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
