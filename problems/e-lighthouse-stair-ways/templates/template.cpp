#include <bits/stdc++.h>
using namespace std;

const int MOD = 1000000007;

// For every lighthouse height steps[k], return the number of ways to climb it
// (single or double steps), modulo 1 000 000 007, in the same order.
vector<int> countWays(const vector<int>& steps) {
    vector<int> result(steps.size(), 0);
    // TODO: write your solution here
    return result;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    vector<int> steps(t);
    for (auto& x : steps) cin >> x;
    vector<int> result = countWays(steps);
    string out;
    for (int v : result) out += to_string(v) + "\n";
    cout << out;
    return 0;
}
