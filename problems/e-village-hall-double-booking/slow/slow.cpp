// Naive: no sorting routine. Write the clerk's list by selection: again and again scan every
// booking for the earliest one (by start, then ledger number) not listed yet. Each newly listed
// booking is compared with every booking already above it; the first one that clashes with any
// of them is the answer, together with the booking listed just before it. Correct, but both the
// selection and the all-pairs check are O(n^2): about 2 * 10^9 steps when nothing clashes.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> s(n), e(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &s[i], &e[i]);
    vector<char> listed(n, 0);
    vector<int> order;
    for (int k = 0; k < n; k++) {
        int cur = -1;
        for (int i = 0; i < n; i++)
            if (!listed[i] && (cur == -1 || s[i] < s[cur])) cur = i;  // ties keep the lower number
        listed[cur] = 1;
        for (int prev : order) {
            if (s[prev] < e[cur] && s[cur] < e[prev]) {
                printf("%d %d\n", order.back() + 1, cur + 1);
                return 0;
            }
        }
        order.push_back(cur);
    }
    printf("-1\n");
}
