#include <bits/stdc++.h>
using namespace std;

// Sort, then scan: skip equal neighbours, extend the run on a difference of exactly 1.
int longestStreak(vector<int> tags) {
    if (tags.empty()) return 0;
    sort(tags.begin(), tags.end());
    int best = 1, run = 1;
    for (size_t i = 1; i < tags.size(); i++) {
        if (tags[i] == tags[i - 1]) continue;
        if ((long long)tags[i] == (long long)tags[i - 1] + 1) run++;
        else run = 1;
        best = max(best, run);
    }
    return best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n = 0;
    cin >> n;
    vector<int> tags(n);
    for (auto& x : tags) cin >> x;
    cout << longestStreak(tags) << "\n";
    return 0;
}
