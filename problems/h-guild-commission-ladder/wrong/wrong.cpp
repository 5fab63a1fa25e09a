// Learner's mistake: the purse is kept in a 32-bit int. The greedy is right, but once the purse
// passes 2^31 - 1 it wraps around (in practice) to a negative value, which both prints garbage and
// makes affordable commissions look unaffordable.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k, w;
    scanf("%d %d %d", &n, &k, &w);
    vector<pair<int, int>> cp(n);
    for (auto& x : cp) scanf("%d", &x.first);
    for (auto& x : cp) scanf("%d", &x.second);
    sort(cp.begin(), cp.end());
    priority_queue<int> heap;
    int ptr = 0, taken = 0;
    for (int round = 0; round < k; round++) {
        while (ptr < n && cp[ptr].first <= w) heap.push(cp[ptr++].second);
        if (heap.empty()) break;
        w += heap.top();
        heap.pop();
        taken++;
    }
    printf("%d %d\n", w, taken);
}
