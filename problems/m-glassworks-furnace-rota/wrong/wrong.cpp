// Learner's mistake: greedy. Blowers in order each take the cheapest furnace that is still free.
// An early blower can grab the furnace a later blower needs much more, so this is not optimal.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<vector<long long>> w(n, vector<long long>(n));
    for (auto& row : w)
        for (auto& x : row) scanf("%lld", &x);
    vector<bool> taken(n, false);
    long long total = 0;
    for (int i = 0; i < n; i++) {
        int pick = -1;
        for (int j = 0; j < n; j++)
            if (!taken[j] && (pick == -1 || w[i][j] < w[i][pick])) pick = j;
        taken[pick] = true;
        total += w[i][pick];
    }
    printf("%lld\n", total);
    return 0;
}
