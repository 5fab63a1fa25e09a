// Mistake: uses A as "infinity" ("no answer needs more than A stamps"), but an answer of exactly
// A stamps (all 1-cent stamps, or A = 0) is then reported as impossible.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, A;
    if (scanf("%d %d", &n, &A) != 2) return 0;
    vector<int> vals(n);
    for (auto &v : vals) scanf("%d", &v);
    const int UNREACHABLE = A;
    vector<int> fewest(A + 1, UNREACHABLE);
    fewest[0] = 0;
    // forward relaxation: from every reachable amount, add one more stamp of each value
    for (int x = 0; x < A; x++) {
        if (fewest[x] == UNREACHABLE) continue;
        for (int v : vals)
            if (v <= A - x) fewest[x + v] = min(fewest[x + v], fewest[x] + 1);
    }
    printf("%d\n", fewest[A] == UNREACHABLE ? -1 : fewest[A]);
    return 0;
}
