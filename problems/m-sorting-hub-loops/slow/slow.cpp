#include <bits/stdc++.h>
using namespace std;

// Naive fixpoint: sweep over all stations again and again, marking a station safe when every
// outgoing belt leads to a station already marked, until a sweep changes nothing. Correct, but a
// chain of stations that is discovered one per sweep needs n sweeps: O(n * (n + m)).
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<int>> out(n);
    for (int i = 0; i < m; i++) {
        int u, v;
        cin >> u >> v;
        out[u].push_back(v);
    }
    vector<char> safe(n, 0);
    bool changed = true;
    while (changed) {
        changed = false;
        for (int x = 0; x < n; x++) {
            if (safe[x]) continue;
            bool all = true;
            for (int y : out[x])
                if (!safe[y]) { all = false; break; }
            if (all) { safe[x] = 1; changed = true; }
        }
    }
    string s(n, 'L');
    for (int i = 0; i < n; i++)
        if (safe[i]) s[i] = 'S';
    s += '\n';
    fputs(s.c_str(), stdout);
    return 0;
}
