#include <bits/stdc++.h>
using namespace std;

// ballots[i] is the registration number on ballot i. Return, in increasing order, every number
// that appears on strictly more than ballots.size() / 3 ballots (an empty vector if none).
vector<int> outrightWinners(const vector<int>& ballots) {
    // TODO: write your solution here
    return {};
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> ballots(n);
    for (auto& x : ballots) scanf("%d", &x);
    vector<int> winners = outrightWinners(ballots);
    if (winners.empty()) {
        printf("-1\n");
        return 0;
    }
    for (size_t i = 0; i < winners.size(); i++) printf(i ? " %d" : "%d", winners[i]);
    printf("\n");
    return 0;
}
