// Naive: keep the standing bids in an unsorted list; a withdrawal searches the list, and every
// question runs a selection (nth_element) over all standing bids. O(k) per question.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    vector<long long> bids, tmp;
    string out;
    char c[4];
    for (int i = 0; i < q; i++) {
        scanf("%2s", c);
        if (c[0] == '?') {
            if (bids.empty()) { out += "EMPTY\n"; continue; }
            tmp = bids;
            size_t k = (tmp.size() + 1) / 2 - 1;
            nth_element(tmp.begin(), tmp.begin() + k, tmp.end());
            out += to_string(tmp[k]) + "\n";
            continue;
        }
        long long x;
        scanf("%lld", &x);
        if (c[0] == '+') bids.push_back(x);
        else {
            auto it = find(bids.begin(), bids.end(), x);
            *it = bids.back();
            bids.pop_back();
        }
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
