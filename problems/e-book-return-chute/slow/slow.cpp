// Naive: for every question, collect the first p codes in a fresh hash set. Correct, but O(p)
// per question.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    vector<int> codes(n);
    for (auto& x : codes) scanf("%d", &x);
    unordered_set<int> seen;
    for (int i = 0; i < q; i++) {
        int p;
        scanf("%d", &p);
        seen.clear();
        for (int j = 0; j < p; j++) seen.insert(codes[j]);
        printf("%zu\n", seen.size());
    }
    return 0;
}
