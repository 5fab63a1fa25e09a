// Naive: try every arrangement of one tower per row and column (all n! permutations) and test
// marsh, existing towers and diagonals. Correct, but 6.2 * 10^9 arrangements for n = 13.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<string> g(n);
    for (auto& row : g) {
        char buf[32];
        scanf("%31s", buf);
        row = buf;
    }
    vector<int> towersInRow(n, 0);
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++) towersInRow[r] += g[r][c] == 'T';
    for (int r = 0; r < n; r++)
        if (towersInRow[r] > 1) { printf("0\n"); return 0; }
    vector<int> p(n);
    iota(p.begin(), p.end(), 0);
    long long count = 0;
    do {
        bool ok = true;
        for (int r = 0; r < n && ok; r++) {
            if (g[r][p[r]] == '#') ok = false;
            if (towersInRow[r] && g[r][p[r]] != 'T') ok = false;
        }
        for (int a = 0; a < n && ok; a++)
            for (int b = a + 1; b < n && ok; b++)
                if (abs(p[a] - p[b]) == b - a) ok = false;
        if (ok) count++;
    } while (next_permutation(p.begin(), p.end()));
    printf("%lld\n", count);
    return 0;
}
