// Greedy star without backtracking: at a '*' the learner jumps to the FIRST occurrence of the
// next pattern character and never reconsiders, so "*a" fails on "aba".
#include <bits/stdc++.h>
using namespace std;

bool matches(const string& p, const string& s) {
    size_t i = 0, j = 0;  // i in the pattern, j in the name
    while (i < p.size()) {
        if (p[i] == '*') {
            while (i < p.size() && p[i] == '*') i++;
            if (i == p.size()) return true;  // a trailing star swallows the rest
            if (p[i] == '?') continue;       // let the star match nothing
            size_t at = s.find(p[i], j);
            if (at == string::npos) return false;
            j = at;
        } else {
            if (j >= s.size()) return false;
            if (p[i] != '?' && p[i] != s[j]) return false;
            i++;
            j++;
        }
    }
    return j == s.size();
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string p, s;
    int q;
    cin >> p >> q;
    for (int k = 0; k < q; k++) {
        cin >> s;
        cout << (matches(p, s) ? "YES" : "NO") << "\n";
    }
    return 0;
}
