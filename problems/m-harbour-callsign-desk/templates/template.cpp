#include <bits/stdc++.h>
using namespace std;

// ops[i] is '+', '-' or '?', words[i] its call sign or prefix. Replay the commands in order and
// return, for every '?' command, the number of moored vessels whose call sign starts with the word.
// Tip: a trie whose nodes count the call signs passing through them.
vector<int> harbourDesk(const vector<char>& ops, const vector<string>& words) {
    // TODO: write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 0;
    vector<char> ops(q);
    vector<string> words(q);
    for (int i = 0; i < q; i++) cin >> ops[i] >> words[i];
    vector<int> res = harbourDesk(ops, words);
    string out;
    for (int v : res) { out += to_string(v); out += '\n'; }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
