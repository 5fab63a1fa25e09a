#include <bits/stdc++.h>
using namespace std;

// t[i] is the reading of minute i. Return the number of stretches i..j (i <= j) whose highest
// reading minus lowest reading is at most d. The count needs 64 bits.
long long countSteadySpells(const vector<int>& t, int d) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n, d;
    if (scanf("%d %d", &n, &d) != 2) return 0;
    vector<int> t(n);
    for (auto& x : t) scanf("%d", &x);
    printf("%lld\n", countSteadySpells(t, d));
    return 0;
}
