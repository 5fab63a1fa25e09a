// Naive: count the paths into bin j below row r straight from the definition, with recursion and
// no memoisation: paths(r, j) = paths(r - 1, j - 1) + paths(r - 1, j). Correct, but the same
// sub-counts are recomputed over and over: the calls for one row add up to 2^r.
#include <bits/stdc++.h>
using namespace std;

const int MOD = 1000000007;

int paths(int r, int j) {
    if (j < 0 || j > r) return 0;
    if (r == 0) return 1;
    return (paths(r - 1, j - 1) + paths(r - 1, j)) % MOD;
}

int main() {
    int k;
    if (scanf("%d", &k) != 1) return 0;
    string out;
    for (int j = 0; j <= k; j++) {
        if (j) out += ' ';
        out += to_string(paths(k, j));
    }
    out += '\n';
    fputs(out.c_str(), stdout);
}
