#include <bits/stdc++.h>
using namespace std;

// rules[r] = {u, v}: step u must come before step v (rule number r + 1).
// plan lists all n steps in the apprentice's order.
// Return 0 if the plan respects every rule, else the smallest (1-based) number of a broken rule.
int firstBrokenRule(int n, const vector<pair<int, int>>& rules, const vector<int>& plan) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<pair<int, int>> rules(m);
    for (auto& r : rules) cin >> r.first >> r.second;
    vector<int> plan(n);
    for (auto& x : plan) cin >> x;
    int r = firstBrokenRule(n, rules, plan);
    if (r == 0) cout << "YES\n";
    else cout << "NO " << r << "\n";
    return 0;
}
