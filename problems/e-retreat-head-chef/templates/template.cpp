#include <bits/stdc++.h>
using namespace std;

// trusts[a] lists every person b such that a trusts b (people are numbered 0..n-1).
// Return the head chef (trusted by everyone else, trusts nobody), or -1 if there is none.
int findHeadChef(int n, const vector<vector<int>>& trusts) {
    // TODO: write your solution here
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<int>> trusts(n);
    for (int i = 0; i < m; i++) {
        int a, b;
        cin >> a >> b;
        trusts[a].push_back(b);
    }
    cout << findHeadChef(n, trusts) << "\n";
    return 0;
}
