#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<pair<int, int>> e(n);
    for (auto& [w, h] : e) scanf("%d %d", &w, &h);
    // width ascending, height descending for equal widths
    sort(e.begin(), e.end(), [](const pair<int, int>& a, const pair<int, int>& b) {
        return a.first != b.first ? a.first < b.first : a.second > b.second;
    });
    vector<int> tails;
    for (auto& [w, h] : e) {
        auto it = lower_bound(tails.begin(), tails.end(), h);
        if (it == tails.end()) tails.push_back(h);
        else *it = h;
    }
    printf("%zu\n", tails.size());
}
