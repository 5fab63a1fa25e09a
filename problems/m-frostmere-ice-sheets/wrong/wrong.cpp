// Mistake: forgets that a cell can be reported frozen again. A repeated report counts as a new
// sheet, and since all its neighbours are already in its own sheet, nothing merges it away.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c, k;
    scanf("%d %d %d", &r, &c, &k);
    vector<int> parent(r * c, -1);
    function<int(int)> find = [&](int x) { return parent[x] == x ? x : parent[x] = find(parent[x]); };
    int sheets = 0;
    const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
    for (int t = 0; t < k; t++) {
        int i, j;
        scanf("%d %d", &i, &j);
        int cell = i * c + j;
        if (parent[cell] < 0) parent[cell] = cell;
        sheets++;
        for (int d = 0; d < 4; d++) {
            int a = i + dr[d], b = j + dc[d];
            if (a < 0 || a >= r || b < 0 || b >= c || parent[a * c + b] < 0) continue;
            int x = find(cell), y = find(a * c + b);
            if (x != y) parent[y] = x, sheets--;
        }
        printf(t ? " %d" : "%d", sheets);
    }
    printf("\n");
    return 0;
}
