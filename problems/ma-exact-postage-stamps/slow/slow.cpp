// Naive: recursion without memoisation. The fewest stamps for an amount x is 0 for x = 0,
// otherwise 1 + the fewest stamps for x - v over every face value v <= x. Correct, but the same
// amounts are solved again on every path that reaches them: exponential time instead of O(n * A).
#include <bits/stdc++.h>
using namespace std;

vector<int> vals;
const int NONE = INT_MAX;

int fewest(int x) {
    if (x == 0) return 0;
    int best = NONE;
    for (int v : vals) {
        if (v > x) continue;
        int r = fewest(x - v);
        if (r != NONE && r + 1 < best) best = r + 1;
    }
    return best;
}

int main() {
    int n, A;
    if (scanf("%d %d", &n, &A) != 2) return 0;
    vals.resize(n);
    for (auto &v : vals) scanf("%d", &v);
    int r = fewest(A);
    printf("%d\n", r == NONE ? -1 : r);
    return 0;
}
