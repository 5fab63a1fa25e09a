#include <bits/stdc++.h>
using namespace std;

// Return the length of the longest run of consecutive integers present in tags (0 if tags is empty).
int longestStreak(vector<int> tags) {
    // TODO: find the longest streak in O(n) or O(n log n)
    return 0;
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
