// Learner's mistake: searches the first change at or after second t (lower_bound) and steps back
// one entry, so a change made exactly at second t is missed and the older value is reported.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    unordered_map<long long, pair<vector<int>, vector<int>>> board;
    string out;
    char c[2];
    for (int i = 1; i <= q; i++) {
        long long plat, x;
        scanf("%1s %lld %lld", c, &plat, &x);
        if (c[0] == 's') {
            board[plat].first.push_back(i);
            board[plat].second.push_back((int)x);
        } else {
            long long ans = -1;
            auto it = board.find(plat);
            if (it != board.end()) {
                const auto& ts = it->second.first;
                size_t k = lower_bound(ts.begin(), ts.end(), (int)x) - ts.begin();
                if (k > 0) ans = it->second.second[k - 1];
            }
            out += to_string(ans) + "\n";
        }
    }
    fputs(out.c_str(), stdout);
    return 0;
}
