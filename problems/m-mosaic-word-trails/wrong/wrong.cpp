// Learner's mistake: the backtracking marks a tile as used but never unmarks it when a branch
// fails, so a tile tried on a dead end stays blocked for every later attempt (even from another
// starting tile; the marks are cleared only between words).
#include <bits/stdc++.h>
using namespace std;

int R, C;
vector<string> g;
vector<char> used;

bool dfs(int r, int c, const string& w, int i) {
    if (g[r][c] != w[i]) return false;
    if (i + 1 == (int)w.size()) return true;
    used[r * C + c] = 1;
    static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int k = 0; k < 4; k++) {
        int nr = r + dr[k], nc = c + dc[k];
        if (nr < 0 || nr >= R || nc < 0 || nc >= C || used[nr * C + nc]) continue;
        if (dfs(nr, nc, w, i + 1)) return true;
    }
    return false;  // forgot: used[r * C + c] = 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> R >> C;
    g.resize(R);
    for (auto& row : g) cin >> row;
    int k;
    cin >> k;
    string out;
    for (int q = 0; q < k; q++) {
        string w;
        cin >> w;
        used.assign(R * C, 0);
        bool ok = false;
        for (int r = 0; r < R && !ok; r++)
            for (int c = 0; c < C && !ok; c++) ok = dfs(r, c, w, 0);
        out += ok ? "YES\n" : "NO\n";
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
