#include <bits/stdc++.h>
using namespace std;

// keys[i] is {'+', x}, {'-', 0}, {'*', 0} or {'?', 0}. Run them on an empty tape and return the
// total printed by every '?', in order. Aim for O(1) per key.
vector<long long> runTill(const vector<pair<char, long long>>& keys) {
    // TODO: write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    vector<pair<char, long long>> keys(q);
    for (auto& k : keys) {
        string c;
        cin >> c;
        k.first = c[0];
        k.second = 0;
        if (c[0] == '+') cin >> k.second;
    }
    string out;
    for (long long v : runTill(keys)) out += to_string(v) + "\n";
    cout << out;
    return 0;
}
