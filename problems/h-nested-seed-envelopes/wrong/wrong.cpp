// The classic tie mistake: the learner sorts by width and then by height ASCENDING before taking
// the strictly increasing subsequence of heights, so two envelopes of the same width (which do
// not fit into each other) can both join a chain.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<pair<int, int>> e(n);
    for (auto& [w, h] : e) scanf("%d %d", &w, &h);
    sort(e.begin(), e.end());
    vector<int> tails;
    for (auto& [w, h] : e) {
        auto it = lower_bound(tails.begin(), tails.end(), h);
        if (it == tails.end()) tails.push_back(h);
        else *it = h;
    }
    printf("%zu\n", tails.size());
}
