#include <bits/stdc++.h>
using namespace std;

// a[i] > 0: boat heading east with weight a[i]; a[i] < 0: heading west with weight -a[i].
// Return the boats left in the canal, from west to east.
vector<int> survivors(const vector<int>& a) {
    // TODO: write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> a(n);
    for (auto& x : a) cin >> x;
    vector<int> r = survivors(a);
    string out = to_string(r.size()) + "\n";
    for (size_t i = 0; i < r.size(); i++) {
        if (i) out += ' ';
        out += to_string(r[i]);
    }
    out += '\n';
    cout << out;
    return 0;
}
