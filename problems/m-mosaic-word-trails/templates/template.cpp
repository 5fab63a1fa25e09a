#include <bits/stdc++.h>
using namespace std;

// grid holds the r rows of the mosaic. For every word, decide whether it can be traced by steps
// between tiles that share a side, using each tile at most once. Return one bool per word.
// Tip: backtracking; for many words, walk a trie of the words together with the grid.
vector<bool> traceWords(const vector<string>& grid, const vector<string>& words) {
    // TODO: write your solution here
    return vector<bool>(words.size(), false);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int r, c, k;
    cin >> r >> c;
    vector<string> grid(r);
    for (auto& row : grid) cin >> row;
    cin >> k;
    vector<string> words(k);
    for (auto& w : words) cin >> w;
    vector<bool> res = traceWords(grid, words);
    string out;
    for (int i = 0; i < k; i++) out += i < (int)res.size() && res[i] ? "YES\n" : "NO\n";
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
