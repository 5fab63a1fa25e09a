#include <bits/stdc++.h>
using namespace std;

// Naive: for every water cell, run a fresh flood fill to see whether its water reaches the border
// (then it drains); pools are then counted among the cells that stay. Correct, but one flood per
// cell: O((r * c)^2) on a big enclosed pool.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int r, c;
    cin >> r >> c;
    vector<string> g(r);
    for (auto& row : g) cin >> row;
    vector<int> seen(r * c, -1), q;
    vector<char> stays(r * c, 0);
    const int di[4] = {1, -1, 0, 0}, dj[4] = {0, 0, 1, -1};
    for (int s = 0; s < r * c; s++) {
        if (g[s / c][s % c] != '.') continue;
        bool border = false;
        q.assign(1, s);
        seen[s] = s;
        for (size_t h = 0; h < q.size() && !border; h++) {
            int i = q[h] / c, j = q[h] % c;
            if (i == 0 || j == 0 || i == r - 1 || j == c - 1) border = true;
            for (int d = 0; d < 4; d++) {
                int a = i + di[d], b = j + dj[d];
                if (a < 0 || a >= r || b < 0 || b >= c || g[a][b] != '.' || seen[a * c + b] == s) continue;
                seen[a * c + b] = s;
                q.push_back(a * c + b);
            }
        }
        stays[s] = !border;
    }
    int pools = 0, cells = 0;
    vector<char> done(r * c, 0);
    for (int s = 0; s < r * c; s++) {
        if (!stays[s] || done[s]) continue;
        pools++;
        q.assign(1, s);
        done[s] = 1;
        for (size_t h = 0; h < q.size(); h++) {
            cells++;
            int i = q[h] / c, j = q[h] % c;
            for (int d = 0; d < 4; d++) {
                int a = i + di[d], b = j + dj[d];
                if (a < 0 || a >= r || b < 0 || b >= c || !stays[a * c + b] || done[a * c + b]) continue;
                done[a * c + b] = 1;
                q.push_back(a * c + b);
            }
        }
    }
    cout << pools << " " << cells << "\n";
    return 0;
}
