#include <bits/stdc++.h>
using namespace std;

struct Line {
    int u, v, w, heritage;
};

// Naive: heritage lines go straight into the network; then the other lines are tried from the
// cheapest, and for each one a fresh DFS over the lines chosen so far decides whether its two stops
// are already connected. Correct, but O(m * n) in the worst case.
long long networkCost(int n, vector<Line>& lines) {
    vector<vector<int>> adj(n);
    long long total = 0;
    vector<Line> rest;
    for (const Line& l : lines) {
        if (l.heritage) {
            total += l.w;
            adj[l.u].push_back(l.v);
            adj[l.v].push_back(l.u);
        } else {
            rest.push_back(l);
        }
    }
    sort(rest.begin(), rest.end(), [](const Line& a, const Line& b) { return a.w < b.w; });
    vector<int> seen(n, 0), st;
    int stamp = 0;
    for (const Line& l : rest) {
        stamp++;
        bool connected = false;
        st.assign(1, l.u);
        seen[l.u] = stamp;
        while (!st.empty() && !connected) {
            int x = st.back();
            st.pop_back();
            if (x == l.v) connected = true;
            for (int y : adj[x])
                if (seen[y] != stamp) {
                    seen[y] = stamp;
                    st.push_back(y);
                }
        }
        if (connected) continue;
        adj[l.u].push_back(l.v);
        adj[l.v].push_back(l.u);
        total += l.w;
    }
    // connected at the end?
    stamp++;
    st.assign(1, 0);
    seen[0] = stamp;
    int reached = 1;
    while (!st.empty()) {
        int x = st.back();
        st.pop_back();
        for (int y : adj[x])
            if (seen[y] != stamp) {
                seen[y] = stamp;
                reached++;
                st.push_back(y);
            }
    }
    return reached == n ? total : -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<Line> lines(m);
    for (auto& l : lines) cin >> l.u >> l.v >> l.w >> l.heritage;
    cout << networkCost(n, lines) << "\n";
    return 0;
}
