#include <bits/stdc++.h>
using namespace std;

// after[u] lists every job v with a rule "u v" (u must be finished before v starts).
// Return the minimum number of seasons to finish all n jobs, or -1 if that is impossible.
int minSeasons(int n, const vector<vector<int>>& after) {
    // TODO: write your solution here
    return -1;
}

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<vector<int>> after(n);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        after[u].push_back(v);
    }
    printf("%d\n", minSeasons(n, after));
    return 0;
}
