#include <bits/stdc++.h>
using namespace std;

// change[i] is the net change on day i + 1 (the vector is 0-indexed, days are 1-indexed).
// For every query (l, r) return the total change over days l..r, in the same order.
vector<long long> answerQueries(const vector<long long>& change, const vector<pair<int, int>>& queries) {
    vector<long long> result(queries.size(), 0);
    // TODO: write your solution here
    return result;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<long long> change(n);
    for (auto& x : change) cin >> x;
    vector<pair<int, int>> queries(q);
    for (auto& [l, r] : queries) cin >> l >> r;
    vector<long long> result = answerQueries(change, queries);
    string out;
    for (long long v : result) out += to_string(v) + "\n";
    cout << out;
    return 0;
}
