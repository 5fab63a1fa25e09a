// Learner's mistake: the two halves are rebalanced after every new bid but not after a withdrawal,
// so after withdrawals the lower half can be too small or too large and its top is not the median.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    scanf("%d", &q);
    multiset<long long> low, high;  // every element of low <= every element of high
    char c[4];
    for (int i = 0; i < q; i++) {
        scanf("%2s", c);
        if (c[0] == '?') {
            if (low.empty() && high.empty()) printf("EMPTY\n");
            else if (!low.empty()) printf("%lld\n", *low.rbegin());
            else printf("%lld\n", *high.begin());
            continue;
        }
        long long x;
        scanf("%lld", &x);
        if (c[0] == '+') {
            if (low.empty() || x <= *low.rbegin()) low.insert(x);
            else high.insert(x);
            if (low.size() > high.size() + 1) {
                high.insert(*low.rbegin());
                low.erase(prev(low.end()));
            } else if (high.size() > low.size()) {
                low.insert(*high.begin());
                high.erase(high.begin());
            }
        } else {
            auto it = low.find(x);
            if (it != low.end()) low.erase(it);
            else high.erase(high.find(x));
        }
    }
}
