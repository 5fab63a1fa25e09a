#include <bits/stdc++.h>
using namespace std;

// roads[u] lists {v, toll} for every road at city u (two-way roads appear at both ends).
// Return the minimum total toll from city 0 to city n - 1 with at most k vouchers
// (each makes one use of one road free), or -1 if city n - 1 is unreachable.
long long minToll(int n, int k, const vector<vector<pair<int, long long>>>& roads) {
    // TODO: write your solution here
    return -1;
}

int main() {
    int n, m, k;
    if (scanf("%d %d %d", &n, &m, &k) != 3) return 0;
    vector<vector<pair<int, long long>>> roads(n);
    for (int i = 0; i < m; i++) {
        int u, v;
        long long w;
        scanf("%d %d %lld", &u, &v, &w);
        roads[u].push_back({v, w});
        roads[v].push_back({u, w});
    }
    printf("%lld\n", minToll(n, k, roads));
    return 0;
}
