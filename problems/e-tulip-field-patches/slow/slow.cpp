// Naive: flood-fill the patch again for every question (BFS from the asked plot).
// O(r * c) per question, O(q * r * c) in total.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<string> g(r);
    static char row[512];
    for (int i = 0; i < r; i++) { scanf("%s", row); g[i] = row; }
    int q;
    scanf("%d", &q);
    vector<vector<char>> seen(r, vector<char>(c));
    string out;
    for (int k = 0; k < q; k++) {
        int si, sj;
        scanf("%d %d", &si, &sj);
        for (auto& v : seen) fill(v.begin(), v.end(), 0);
        queue<pair<int, int>> bfs;
        bfs.push({si, sj});
        seen[si][sj] = 1;
        int cnt = 0;
        const int di[4] = {-1, 1, 0, 0}, dj[4] = {0, 0, -1, 1};
        while (!bfs.empty()) {
            auto [i, j] = bfs.front();
            bfs.pop();
            cnt++;
            for (int d = 0; d < 4; d++) {
                int ni = i + di[d], nj = j + dj[d];
                if (ni < 0 || nj < 0 || ni >= r || nj >= c || seen[ni][nj] || g[ni][nj] != g[i][j]) continue;
                seen[ni][nj] = 1;
                bfs.push({ni, nj});
            }
        }
        if (k) out += ' ';
        out += to_string(cnt);
    }
    puts(out.c_str());
}
