#include <bits/stdc++.h>
using namespace std;

// tokens[i]: the tokens handed out at plaza i. lanes[j] = {u, v}: a one-way lane from u to v.
// Return the largest number of tokens the collector can gather on a walk that starts at plaza 0
// (each plaza pays out once).
long long bestHaul(int n, const vector<int>& tokens, const vector<pair<int, int>>& lanes) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<int> tokens(n);
    for (auto& t : tokens) cin >> t;
    vector<pair<int, int>> lanes(m);
    for (auto& l : lanes) cin >> l.first >> l.second;
    cout << bestHaul(n, tokens, lanes) << "\n";
    return 0;
}
