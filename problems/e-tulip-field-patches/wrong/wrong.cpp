// Mistake: treats diagonal plots as neighbours too (8 directions), so two plots of the same
// colour that only touch at a corner are merged into one patch.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<string> g(r);
    static char row[512];
    for (int i = 0; i < r; i++) { scanf("%s", row); g[i] = row; }
    vector<int> label(r * c, -1), sz;
    for (int s = 0; s < r * c; s++) {
        if (label[s] >= 0) continue;
        int id = sz.size(), cnt = 0;
        vector<int> st = {s};
        label[s] = id;
        while (!st.empty()) {
            int x = st.back();
            st.pop_back();
            cnt++;
            int i = x / c, j = x % c;
            for (int di = -1; di <= 1; di++)
                for (int dj = -1; dj <= 1; dj++) {
                    int ni = i + di, nj = j + dj;
                    if (ni < 0 || nj < 0 || ni >= r || nj >= c) continue;
                    int y = ni * c + nj;
                    if (label[y] < 0 && g[ni][nj] == g[i][j]) { label[y] = id; st.push_back(y); }
                }
        }
        sz.push_back(cnt);
    }
    int q;
    scanf("%d", &q);
    string out;
    for (int k = 0; k < q; k++) {
        int i, j;
        scanf("%d %d", &i, &j);
        if (k) out += ' ';
        out += to_string(sz[label[i * c + j]]);
    }
    puts(out.c_str());
}
