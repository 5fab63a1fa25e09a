// Learner's mistake: breaks ties between equally frequent titles by the larger title number
// instead of by the position nearest the top of the pile.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    vector<long long> pile;
    string out;
    char c[2];
    for (int i = 0; i < q; i++) {
        scanf("%1s", c);
        if (c[0] == '+') {
            long long x;
            scanf("%lld", &x);
            pile.push_back(x);
        } else if (pile.empty()) {
            out += "EMPTY\n";
        } else {
            map<long long, int> cnt;
            for (long long x : pile) cnt[x]++;
            long long pick = -1;
            int best = 0;
            for (auto& [x, f] : cnt)
                if (f >= best) { best = f; pick = x; }
            for (size_t j = pile.size(); j-- > 0;)
                if (pile[j] == pick) { pile.erase(pile.begin() + j); break; }
            out += to_string(pick) + "\n";
        }
    }
    fputs(out.c_str(), stdout);
    return 0;
}
