// Learner's mistake: reads the chandelier tier by tier and checks that each tier's tints form a
// palindrome, skipping the empty hooks. The tints can mirror while the shape does not.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    if (n == 0) { printf("0\n"); return 0; }
    vector<int> t(n), L(n), R(n);
    for (int i = 0; i < n; i++) scanf("%d %d %d", &t[i], &L[i], &R[i]);
    vector<int> level = {0};
    int d = 1;
    while (!level.empty()) {
        vector<int> tints;
        for (int x : level) tints.push_back(t[x]);
        vector<int> rev(tints.rbegin(), tints.rend());
        if (tints != rev) { printf("%d\n", d); return 0; }
        vector<int> nxt;
        for (int x : level) {
            if (L[x] != -1) nxt.push_back(L[x]);
            if (R[x] != -1) nxt.push_back(R[x]);
        }
        level = nxt;
        d++;
    }
    printf("0\n");
    return 0;
}
