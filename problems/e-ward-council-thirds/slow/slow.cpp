// Naive: for every ballot, count how many ballots carry the same number. O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> c(n);
    for (auto& x : c) scanf("%d", &x);
    set<int> winners;
    for (int i = 0; i < n; i++) {
        int same = 0;
        for (int j = 0; j < n; j++)
            if (c[j] == c[i]) same++;
        if (3LL * same > n) winners.insert(c[i]);
    }
    if (winners.empty()) {
        printf("-1\n");
        return 0;
    }
    bool first = true;
    for (int w : winners) {
        printf(first ? "%d" : " %d", w);
        first = false;
    }
    printf("\n");
}
