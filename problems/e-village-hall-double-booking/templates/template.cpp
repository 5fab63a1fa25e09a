#include <bits/stdc++.h>
using namespace std;

// Booking i (0-based here) occupies [starts[i], ends[i]). Return the ledger numbers (1-based) of the
// pair described in the statement, as {above, clashing}, or {-1, -1} if no two bookings clash.
pair<int, int> findClash(const vector<long long>& starts, const vector<long long>& ends) {
    // TODO: write your solution here
    return {-1, -1};
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> starts(n), ends(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &starts[i], &ends[i]);
    pair<int, int> ans = findClash(starts, ends);
    if (ans.first < 0) printf("-1\n");
    else printf("%d %d\n", ans.first, ans.second);
    return 0;
}
