#include <bits/stdc++.h>
using namespace std;

// Union-find over the cells. A newly frozen cell is a new sheet; every frozen neighbour that lies
// in a different sheet merges with it and removes one sheet from the count.
vector<int> sheetCounts(int r, int c, const vector<pair<int, int>>& freezes) {
    vector<int> parent(r * c, -1), size(r * c, 1);
    auto findRoot = [&](int x) {
        while (parent[x] != x) x = parent[x] = parent[parent[x]];
        return x;
    };
    const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
    vector<int> result;
    result.reserve(freezes.size());
    int sheets = 0;
    for (auto [i, j] : freezes) {
        int cell = i * c + j;
        if (parent[cell] < 0) {
            parent[cell] = cell;
            sheets++;
            for (int d = 0; d < 4; d++) {
                int a = i + dr[d], b = j + dc[d];
                if (a < 0 || a >= r || b < 0 || b >= c || parent[a * c + b] < 0) continue;
                int x = findRoot(cell), y = findRoot(a * c + b);
                if (x == y) continue;
                if (size[x] < size[y]) swap(x, y);
                parent[y] = x;
                size[x] += size[y];
                sheets--;
            }
        }
        result.push_back(sheets);
    }
    return result;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int r, c, k;
    cin >> r >> c >> k;
    vector<pair<int, int>> freezes(k);
    for (auto& f : freezes) cin >> f.first >> f.second;
    vector<int> counts = sheetCounts(r, c, freezes);
    string out;
    for (int i = 0; i < k; i++) {
        if (i) out += ' ';
        out += to_string(counts[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
