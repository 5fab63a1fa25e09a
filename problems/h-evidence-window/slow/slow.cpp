// Naive O(|s|^2): from every left end, extend to the right until the window is a cover.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s, t;
    cin >> s >> t;
    int base[128] = {0};
    for (char c : t) base[(int)c]++;
    int n = s.size();
    int bestLen = INT_MAX, bestL = -1;
    for (int l = 0; l < n; l++) {
        int need[128];
        memcpy(need, base, sizeof need);
        long long missing = t.size();
        for (int r = l; r < n; r++) {
            if (need[(int)s[r]]-- > 0) missing--;
            if (missing == 0) {
                if (r - l + 1 < bestLen) { bestLen = r - l + 1; bestL = l; }
                break;
            }
        }
    }
    if (bestL < 0) cout << "-1\n";
    else cout << bestLen << "\n" << s.substr(bestL, bestLen) << "\n";
    return 0;
}
