// Naive: compare the motif with the band at every start, character by character. O(|t| * |p|).
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string t, p;
    cin >> t >> p;
    int n = t.size(), m = p.size();
    long long count = 0;
    vector<int> first;
    for (int s = 0; s + m <= n; s++) {
        int k = 0;
        while (k < m && t[s + k] == p[k]) k++;
        if (k == m) {
            count++;
            if (first.size() < 10) first.push_back(s + 1);
        }
    }
    printf("%lld\n", count);
    for (size_t k = 0; k < first.size(); k++) printf("%d%c", first[k], k + 1 < first.size() ? ' ' : '\n');
    return 0;
}
