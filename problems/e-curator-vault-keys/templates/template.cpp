#include <bits/stdc++.h>
using namespace std;

// keys[u] lists the vaults opened by the keys hanging in vault u; vault 0 is open.
// Return {number of vaults the curator can open, smallest vault that stays locked or -1}.
// A chain of keys can be 10^5 vaults long: avoid deep recursion.
pair<int, int> openVaults(const vector<vector<int>>& keys) {
    // TODO: write your solution here
    return {0, -1};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<int>> keys(n);
    for (int i = 0; i < m; i++) {
        int u, v;
        cin >> u >> v;
        keys[u].push_back(v);
    }
    pair<int, int> ans = openVaults(keys);
    cout << ans.first << " " << ans.second << "\n";
    return 0;
}
