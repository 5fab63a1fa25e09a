#include <bits/stdc++.h>
using namespace std;

// All words in one trie; a depth-first search from every tile walks the grid and the trie
// together, so shared prefixes are explored once. alive[v] = words below v not found yet.
int R, C;
vector<string> g;
vector<array<int, 26>> ch;
vector<int> endWord, alive, par;
vector<char> found, used;

void markFound(int v) {
    found[endWord[v]] = 1;
    endWord[v] = -1;
    for (int u = v; u >= 0; u = par[u]) alive[u]--;
}

void dfs(int cell, int v) {
    if (endWord[v] >= 0) markFound(v);
    used[cell] = 1;
    int r = cell / C, c = cell % C;
    static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int k = 0; k < 4 && alive[v] > 0; k++) {
        int nr = r + dr[k], nc = c + dc[k];
        if (nr < 0 || nr >= R || nc < 0 || nc >= C) continue;
        int nb = nr * C + nc;
        if (used[nb]) continue;
        int w = ch[v][g[nr][nc] - 'a'];
        if (w && alive[w] > 0) dfs(nb, w);
    }
    used[cell] = 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> R >> C;
    g.resize(R);
    for (auto& row : g) cin >> row;
    int k;
    cin >> k;
    vector<string> words(k);
    ch.push_back({});
    endWord.push_back(-1);
    alive.push_back(0);
    par.push_back(-1);
    for (int i = 0; i < k; i++) {
        cin >> words[i];
        int v = 0;
        alive[0]++;
        for (char x : words[i]) {
            int& nx = ch[v][x - 'a'];
            if (!nx) {
                nx = (int)ch.size();
                ch.push_back({});
                endWord.push_back(-1);
                alive.push_back(0);
                par.push_back(v);
            }
            v = ch[v][x - 'a'];
            alive[v]++;
        }
        endWord[v] = i;
    }
    found.assign(k, 0);
    used.assign(R * C, 0);
    for (int cell = 0; cell < R * C && alive[0] > 0; cell++) {
        int w = ch[0][g[cell / C][cell % C] - 'a'];
        if (w && alive[w] > 0) dfs(cell, w);
    }
    string out;
    for (int i = 0; i < k; i++) out += found[i] ? "YES\n" : "NO\n";
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
