#include <bits/stdc++.h>
using namespace std;

// Naive: from every tag walk upwards t+1, t+2, ... through a hash set, without first checking that
// t is the start of its streak. Correct, but O(n^2) when the tags form one long streak.
int longestStreak(vector<int> tags) {
    unordered_set<long long> present(tags.begin(), tags.end());
    int best = 0;
    for (int t : tags) {
        int len = 1;
        while (present.count((long long)t + len)) len++;
        best = max(best, len);
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
