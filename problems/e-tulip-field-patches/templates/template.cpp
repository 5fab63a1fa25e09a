#include <bits/stdc++.h>
using namespace std;

// field[i][j] is the colour of the plot in row i, column j.
// Return, for every question (i, j) in order, the size of the patch containing that plot.
// A patch can be a snake of 10^5 plots: avoid deep recursion.
vector<int> patchSizes(const vector<string>& field, const vector<pair<int, int>>& questions) {
    // TODO: write your solution here
    return vector<int>(questions.size(), 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int r, c;
    cin >> r >> c;
    vector<string> field(r);
    for (auto& row : field) cin >> row;
    int q;
    cin >> q;
    vector<pair<int, int>> questions(q);
    for (auto& x : questions) cin >> x.first >> x.second;
    vector<int> ans = patchSizes(field, questions);
    string out;
    for (int k = 0; k < q; k++) {
        if (k) out += ' ';
        out += to_string(ans[k]);
    }
    cout << out << "\n";
    return 0;
}
