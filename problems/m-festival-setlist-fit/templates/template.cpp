#include <bits/stdc++.h>
using namespace std;

struct Result {
    long long count;       // number of setlists
    vector<int> smallest;  // the lexicographically smallest setlist (1-based songs), empty if none
};

// d[i] is the duration of song i + 1; clashes holds the clashing pairs (1-based, either order).
// Count the sets of songs with total duration exactly T that contain no clashing pair, and find
// the lexicographically smallest one. Tip: backtracking with bit masks.
Result planSetlists(const vector<long long>& d, const vector<pair<int, int>>& clashes, long long T) {
    // TODO: write your solution here
    return {0, {}};
}

int main() {
    int n, m;
    long long T;
    if (scanf("%d %d %lld", &n, &m, &T) != 3) return 0;
    vector<long long> d(n);
    for (auto& x : d) scanf("%lld", &x);
    vector<pair<int, int>> clashes(m);
    for (auto& [u, v] : clashes) scanf("%d %d", &u, &v);
    Result r = planSetlists(d, clashes, T);
    printf("%lld\n", r.count);
    if (r.count > 0)
        for (size_t k = 0; k < r.smallest.size(); k++) printf("%d%c", r.smallest[k], k + 1 < r.smallest.size() ? ' ' : '\n');
    return 0;
}
