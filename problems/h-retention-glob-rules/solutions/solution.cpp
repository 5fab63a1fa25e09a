#include <bits/stdc++.h>
using namespace std;

bool matches(const string& p, const string& s) {
    int n = s.size();
    vector<char> prev(n + 1, 0), cur(n + 1, 0);
    prev[0] = 1;
    for (char pc : p) {
        if (pc == '*') {
            cur[0] = prev[0];
            for (int j = 1; j <= n; j++) cur[j] = prev[j] || cur[j - 1];
        } else {
            cur[0] = 0;
            for (int j = 1; j <= n; j++) cur[j] = prev[j - 1] && (pc == '?' || pc == s[j - 1]);
        }
        swap(prev, cur);
    }
    return prev[n];
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
