#include <bits/stdc++.h>
using namespace std;

// cost[i][j] is the energy of the corridor i -> j, or -1 if there is none (cost[i][i] = 0).
// Return the cheapest tour from depot 0 through every depot exactly once and back, or -1.
long long cheapestTour(const vector<vector<long long>>& cost) {
    // TODO: implement
    return -1;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<vector<long long>> cost(n, vector<long long>(n));
    for (auto &row : cost)
        for (auto &x : row) scanf("%lld", &x);
    printf("%lld\n", cheapestTour(cost));
    return 0;
}
