// Naive: keep every platform's history in a list and, for every question, walk it from the newest
// change backwards until a change at or before t. O(history length) per question.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    unordered_map<long long, vector<pair<int, int>>> board;
    string out;
    char c[2];
    for (int i = 1; i <= q; i++) {
        long long plat, x;
        scanf("%1s %lld %lld", c, &plat, &x);
        if (c[0] == 's') {
            board[plat].push_back({i, (int)x});
        } else {
            long long ans = -1;
            auto it = board.find(plat);
            if (it != board.end()) {
                const auto& h = it->second;
                for (size_t j = h.size(); j-- > 0;)
                    if (h[j].first <= x) { ans = h[j].second; break; }
            }
            out += to_string(ans) + "\n";
        }
    }
    fputs(out.c_str(), stdout);
    return 0;
}
