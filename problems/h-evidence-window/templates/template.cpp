#include <bits/stdc++.h>
using namespace std;

// Return the leftmost shortest substring of s that contains every character of t
// (with multiplicity), or an empty string if there is none.
string shortestCover(const string& s, const string& t) {
    // TODO: implement
    return "";
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s, t;
    cin >> s >> t;
    string w = shortestCover(s, t);
    if (w.empty()) cout << "-1\n";
    else cout << w.size() << "\n" << w << "\n";
    return 0;
}
