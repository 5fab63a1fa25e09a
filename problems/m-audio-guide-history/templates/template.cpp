#include <bits/stdc++.h>
using namespace std;

// presses[i] is {'v', x}, {'b', k} or {'f', k}. The history starts as [0] with the guide on it.
// Return the exhibit the guide is on after every 'b' and 'f' press, in order.
vector<long long> runGuide(const vector<pair<char, long long>>& presses) {
    // TODO: write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    vector<pair<char, long long>> presses(q);
    for (auto& p : presses) {
        string c;
        cin >> c >> p.second;
        p.first = c[0];
    }
    string out;
    for (long long v : runGuide(presses)) out += to_string(v) + "\n";
    cout << out;
    return 0;
}
