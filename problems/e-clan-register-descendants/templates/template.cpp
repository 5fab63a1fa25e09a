#include <bits/stdc++.h>
using namespace std;

// parent[i] is the parent of person i (parent[0] = -1: the founder).
// Return, for every person, the number of their descendants.
vector<int> descendants(int n, const vector<int>& parent) {
    // TODO: write your solution here
    return vector<int>(n, 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> parent(n, -1);
    for (int i = 1; i < n; i++) cin >> parent[i];
    vector<int> count = descendants(n, parent);
    string out;
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(count[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
