#include <bits/stdc++.h>
using namespace std;

// Return true if the glob pattern p ('?' = one character, '*' = any sequence) matches all of s.
bool matches(const string& p, const string& s) {
    // TODO: implement
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string p, s;
    int q;
    cin >> p >> q;
    for (int i = 0; i < q; i++) {
        cin >> s;
        cout << (matches(p, s) ? "YES" : "NO") << "\n";
    }
    return 0;
}
