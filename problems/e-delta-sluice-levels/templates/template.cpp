#include <bits/stdc++.h>
using namespace std;

// children[u] lists the basins fed directly by basin u; basin 0 is the reservoir.
// Return, for every level in `levels` (in order), the number of basins at exactly that level.
// The network may be a chain of 10^5 basins: avoid deep recursion.
vector<long long> countAtLevels(const vector<vector<int>>& children, const vector<long long>& levels) {
    // TODO: write your solution here
    return vector<long long>(levels.size(), 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<vector<int>> children(n);
    for (int i = 1; i < n; i++) {
        int p;
        cin >> p;
        children[p].push_back(i);
    }
    int q;
    cin >> q;
    vector<long long> levels(q);
    for (auto& k : levels) cin >> k;
    vector<long long> ans = countAtLevels(children, levels);
    string out;
    for (int j = 0; j < q; j++) {
        if (j) out += ' ';
        out += to_string(ans[j]);
    }
    cout << out << "\n";
    return 0;
}
