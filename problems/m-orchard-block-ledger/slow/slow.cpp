// Naive: add up every cell of every queried rectangle. O(area) per query.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<vector<long long>> g(r, vector<long long>(c));
    for (auto& row : g)
        for (auto& x : row) scanf("%lld", &x);
    int q;
    scanf("%d", &q);
    string out;
    for (int t = 0; t < q; t++) {
        int r1, c1, r2, c2;
        scanf("%d %d %d %d", &r1, &c1, &r2, &c2);
        long long sum = 0;
        for (int i = r1 - 1; i < r2; i++)
            for (int j = c1 - 1; j < c2; j++) sum += g[i][j];
        out += to_string(sum) + "\n";
    }
    fputs(out.c_str(), stdout);
}
