// Naive: keep the pile as a plain array and the copy counts in a hash map. For every `-`, scan the
// pile for the largest count, then walk it from the top to the first book whose title has that
// count, and erase that book. O(pile size) per shelving.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    vector<long long> pile;
    unordered_map<long long, int> cnt;
    string out;
    char c[2];
    for (int i = 0; i < q; i++) {
        scanf("%1s", c);
        if (c[0] == '+') {
            long long x;
            scanf("%lld", &x);
            pile.push_back(x);
            cnt[x]++;
        } else if (pile.empty()) {
            out += "EMPTY\n";
        } else {
            int best = 0;
            for (long long x : pile) best = max(best, cnt[x]);
            for (size_t j = pile.size(); j-- > 0;) {
                if (cnt[pile[j]] == best) {
                    out += to_string(pile[j]) + "\n";
                    cnt[pile[j]]--;
                    pile.erase(pile.begin() + j);
                    break;
                }
            }
        }
    }
    fputs(out.c_str(), stdout);
    return 0;
}
