#include <bits/stdc++.h>
using namespace std;

// value[i] is chamber i's value; children[i] lists the chambers dug out from chamber i.
// Chamber 0 is the entrance. Return the largest total value of a descent from the entrance to
// a dead end (a chamber without children). The mine can be 10^5 chambers deep: avoid recursion.
long long bestDescent(const vector<long long>& value, const vector<vector<int>>& children) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> value(n);
    for (auto& x : value) cin >> x;
    vector<vector<int>> children(n);
    for (int i = 1; i < n; i++) {
        int p;
        cin >> p;
        children[p].push_back(i);
    }
    cout << bestDescent(value, children) << "\n";
    return 0;
}
