#include <bits/stdc++.h>
using namespace std;

// Naive: after every night, count the sheets from scratch with a BFS over the frozen cells.
// Correct, but O(k) per night: O(k^2) in total.
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int r, c, k;
    cin >> r >> c >> k;
    vector<char> ice(r * c, 0);
    vector<int> seen(r * c, -1), frozen, q;
    const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
    string out;
    for (int night = 0; night < k; night++) {
        int i, j;
        cin >> i >> j;
        if (!ice[i * c + j]) {
            ice[i * c + j] = 1;
            frozen.push_back(i * c + j);
        }
        int sheets = 0;
        for (int start : frozen) {
            if (seen[start] == night) continue;
            sheets++;
            seen[start] = night;
            q.assign(1, start);
            for (size_t h = 0; h < q.size(); h++) {
                int x = q[h], a0 = x / c, b0 = x % c;
                for (int d = 0; d < 4; d++) {
                    int a = a0 + dr[d], b = b0 + dc[d];
                    if (a < 0 || a >= r || b < 0 || b >= c) continue;
                    int y = a * c + b;
                    if (ice[y] && seen[y] != night) {
                        seen[y] = night;
                        q.push_back(y);
                    }
                }
            }
        }
        if (night) out += ' ';
        out += to_string(sheets);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
