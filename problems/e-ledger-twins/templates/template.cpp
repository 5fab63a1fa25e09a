#include <bits/stdc++.h>
using namespace std;

// Return {i, j} (i < j) as described in the statement, or {-1, -1} if no pair exists.
pair<int, int> findTwins(const vector<long long>& amounts, long long target) {
    // TODO: write your solution here
    return {-1, -1};
}

int main() {
    int n;
    long long target;
    cin >> n >> target;
    vector<long long> amounts(n);
    for (auto& x : amounts) cin >> x;
    pair<int, int> ans = findTwins(amounts, target);
    if (ans.first < 0) cout << -1 << "\n";
    else cout << ans.first << " " << ans.second << "\n";
    return 0;
}
