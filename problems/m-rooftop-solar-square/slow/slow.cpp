// Naive: from every free top-left cell, grow the square one step at a time, checking the new
// row and column cell by cell. About the sum of squared sides: ~10^11 on a free 900 x 900 roof.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<string> g(r);
    static char row[1024];
    for (auto& s : g) { scanf("%1000s", row); s = row; }
    int best = 0;
    long long count = 0;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (g[i][j] == '#') continue;
            int k = 1;  // the k x k square at (i, j) is free
            while (i + k < r && j + k < c) {
                bool ok = true;
                for (int t = 0; t <= k && ok; t++)
                    if (g[i + k][j + t] == '#' || g[i + t][j + k] == '#') ok = false;
                if (!ok) break;
                k++;
            }
            if (k > best) { best = k; count = 1; }
            else if (k == best) count++;
        }
    printf("%d %lld\n", best, count);
    return 0;
}
