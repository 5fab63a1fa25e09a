// Learner's mistake: the KMP fallback is a single `if` instead of a `while` loop (in the prefix
// function and in the scan), so after a mismatch only one shorter border is tried.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string t, p;
    cin >> t >> p;
    int n = t.size(), m = p.size();
    vector<int> pi(m, 0);
    for (int i = 1; i < m; i++) {
        int j = pi[i - 1];
        if (j > 0 && p[i] != p[j]) j = pi[j - 1];
        if (p[i] == p[j]) j++;
        pi[i] = j;
    }
    long long count = 0;
    vector<int> first;
    int j = 0;
    for (int i = 0; i < n; i++) {
        if (j > 0 && t[i] != p[j]) j = pi[j - 1];
        if (t[i] == p[j]) j++;
        if (j == m) {
            count++;
            if (first.size() < 10) first.push_back(i - m + 2);
            j = pi[m - 1];
        }
    }
    printf("%lld\n", count);
    for (size_t k = 0; k < first.size(); k++) printf("%d%c", first[k], k + 1 < first.size() ? ' ' : '\n');
    return 0;
}
