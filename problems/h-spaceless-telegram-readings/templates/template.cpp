#include <bits/stdc++.h>
using namespace std;

// Return {readings mod 1e9+7, fewest words} for splitting t into code-book words, or {0, -1}
// when t has no reading at all. Tip: DP over positions, with a trie of the code book to find
// the words that start at a position.
pair<long long, int> countReadings(const string& t, const vector<string>& book) {
    // TODO: write your solution here
    return {0, -1};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string t;
    int k;
    cin >> t >> k;
    vector<string> book(k);
    for (auto& w : book) cin >> w;
    auto [ways, fewest] = countReadings(t, book);
    printf("%lld %d\n", ways, fewest);
    return 0;
}
