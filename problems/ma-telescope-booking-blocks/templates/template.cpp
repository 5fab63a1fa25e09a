#include <bits/stdc++.h>
using namespace std;

// Each booking is {start, end} (inclusive). Return the busy blocks: the merged bookings,
// sorted by start, where bookings sharing at least one moment belong to the same block.
vector<pair<int, int>> mergeBookings(vector<pair<int, int>> bookings) {
    // TODO: implement
    return {};
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<pair<int, int>> bookings(n);
    for (auto &p : bookings) scanf("%d %d", &p.first, &p.second);
    vector<pair<int, int>> blocks = mergeBookings(bookings);
    printf("%zu\n", blocks.size());
    for (auto &p : blocks) printf("%d %d\n", p.first, p.second);
    return 0;
}
