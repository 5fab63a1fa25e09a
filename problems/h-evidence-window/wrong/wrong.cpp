// Learner's mistake: letters are counted case-insensitively (tolower into an array of 26), so an
// "a" in the transcript is taken for a required "A" and vice versa.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s, t;
    cin >> s >> t;
    int need[26] = {0};
    for (char c : t) need[tolower(c) - 'a']++;
    long long missing = t.size();
    int bestLen = INT_MAX, bestL = -1;
    int n = s.size();
    for (int l = 0, r = 0; r < n; r++) {
        if (need[tolower(s[r]) - 'a']-- > 0) missing--;
        while (missing == 0) {
            if (r - l + 1 < bestLen) { bestLen = r - l + 1; bestL = l; }
            if (++need[tolower(s[l]) - 'a'] > 0) missing++;
            l++;
        }
    }
    if (bestL < 0) cout << "-1\n";
    else cout << bestLen << "\n" << s.substr(bestL, bestLen) << "\n";
    return 0;
}
