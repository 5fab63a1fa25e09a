// Naive: recursive backtracking matcher without memoisation. A '*' first tries to match nothing,
// then one more character, and so on; on a miss it backs up and tries the next split. Correct,
// but with several stars and a name that almost fits, the same (pattern, name) positions are
// retried exponentially often.
#include <bits/stdc++.h>
using namespace std;

string p, s;

bool match(size_t i, size_t j) {
    if (i == p.size()) return j == s.size();
    if (p[i] == '*') {
        for (size_t k = j; k <= s.size(); k++)
            if (match(i + 1, k)) return true;
        return false;
    }
    if (j < s.size() && (p[i] == '?' || p[i] == s[j])) return match(i + 1, j + 1);
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> p >> q;
    for (int i = 0; i < q; i++) {
        cin >> s;
        cout << (match(0, 0) ? "YES" : "NO") << "\n";
    }
    return 0;
}
