#include <bits/stdc++.h>
using namespace std;

// w[i][j] is the waste of blower i at furnace j (an n x n table). Return the smallest total
// waste of a one-to-one assignment of blowers to furnaces.
long long leastWaste(const vector<vector<long long>>& w) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<vector<long long>> w(n, vector<long long>(n));
    for (auto& row : w)
        for (auto& x : row) scanf("%lld", &x);
    printf("%lld\n", leastWaste(w));
    return 0;
}
