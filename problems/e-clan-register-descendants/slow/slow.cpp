#include <bits/stdc++.h>
using namespace std;

// Naive: every person walks up the register to the founder and adds one to each ancestor on the
// way. Correct, but O(n * depth): quadratic on a long line of descent.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> parent(n, -1);
    for (int i = 1; i < n; i++) cin >> parent[i];
    vector<int> count(n, 0);
    for (int i = 1; i < n; i++)
        for (int x = parent[i]; x != -1; x = parent[x]) count[x]++;
    string out;
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(count[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
