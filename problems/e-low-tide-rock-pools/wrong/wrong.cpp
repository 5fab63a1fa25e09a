// Mistake: only the top and bottom rows are treated as the open sea; water in the leftmost or
// rightmost column that is not also in those rows is wrongly kept as a pool.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    cin >> r >> c;
    vector<string> g(r);
    for (auto& row : g) cin >> row;
    vector<char> seen(r * c, 0);
    auto flood = [&](int s) {
        vector<int> q(1, s);
        seen[s] = 1;
        for (size_t h = 0; h < q.size(); h++) {
            int i = q[h] / c, j = q[h] % c;
            const int di[4] = {1, -1, 0, 0}, dj[4] = {0, 0, 1, -1};
            for (int d = 0; d < 4; d++) {
                int a = i + di[d], b = j + dj[d];
                if (a < 0 || a >= r || b < 0 || b >= c || g[a][b] != '.' || seen[a * c + b]) continue;
                seen[a * c + b] = 1;
                q.push_back(a * c + b);
            }
        }
        return (int)q.size();
    };
    for (int j = 0; j < c; j++) {
        if (g[0][j] == '.' && !seen[j]) flood(j);
        if (g[r - 1][j] == '.' && !seen[(r - 1) * c + j]) flood((r - 1) * c + j);
    }
    int pools = 0, cells = 0;
    for (int x = 0; x < r * c; x++)
        if (g[x / c][x % c] == '.' && !seen[x]) pools++, cells += flood(x);
    cout << pools << " " << cells << "\n";
    return 0;
}
