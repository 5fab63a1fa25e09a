// Greedy instead of interval DP: the learner always fires the shell that scores the most right
// now (leftmost on ties), which can waste bright shells that should have stayed as neighbours.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> row(n);
    for (auto& x : row) scanf("%lld", &x);
    long long total = 0;
    while (!row.empty()) {
        int pick = 0;
        long long bestScore = -1;
        for (int i = 0; i < (int)row.size(); i++) {
            long long left = i > 0 ? row[i - 1] : 1;
            long long right = i + 1 < (int)row.size() ? row[i + 1] : 1;
            long long score = left * row[i] * right;
            if (score > bestScore) bestScore = score, pick = i;
        }
        total += bestScore;
        row.erase(row.begin() + pick);
    }
    printf("%lld\n", total);
}
