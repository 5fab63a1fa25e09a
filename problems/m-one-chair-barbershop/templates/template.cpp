#include <bits/stdc++.h>
using namespace std;

// Customer i (0-based here) arrives at a[i] and needs d[i] minutes. Return the customer numbers
// (1-based) in the order the barber serves them.
vector<int> serviceOrder(const vector<int>& a, const vector<int>& d) {
    // TODO: write your solution here
    return vector<int>(a.size(), 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> a(n), d(n);
    for (int i = 0; i < n; i++) cin >> a[i] >> d[i];
    vector<int> r = serviceOrder(a, d);
    string out;
    for (size_t i = 0; i < r.size(); i++) {
        if (i) out += ' ';
        out += to_string(r[i]);
    }
    out += '\n';
    cout << out;
    return 0;
}
