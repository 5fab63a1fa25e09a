// Mistake: after sorting, a booking joins the current block when it starts by the end of the
// previous booking, not by the block's end so far; a long booking's tail is forgotten.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<pair<int, int>> b(n);
    for (auto &p : b) scanf("%d %d", &p.first, &p.second);
    sort(b.begin(), b.end());
    vector<pair<int, int>> res;
    for (int i = 0; i < n; i++) {
        if (i > 0 && b[i].first <= b[i - 1].second)
            res.back().second = max(res.back().second, b[i].second);
        else
            res.push_back(b[i]);
    }
    printf("%d\n", (int)res.size());
    for (auto &p : res) printf("%d %d\n", p.first, p.second);
    return 0;
}
