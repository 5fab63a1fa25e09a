#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, A;
    if (scanf("%d %d", &n, &A) != 2) return 0;
    vector<int> vals(n);
    for (auto &v : vals) scanf("%d", &v);
    sort(vals.begin(), vals.end());
    vals.erase(unique(vals.begin(), vals.end()), vals.end());
    const int INF = A + 1;
    vector<int> best(A + 1, INF);
    best[0] = 0;
    for (int v : vals) {
        if (v > A) break;
        for (int x = v; x <= A; x++) {
            int c = best[x - v] + 1;
            if (c < best[x]) best[x] = c;
        }
    }
    printf("%d\n", best[A] >= INF ? -1 : best[A]);
    return 0;
}
