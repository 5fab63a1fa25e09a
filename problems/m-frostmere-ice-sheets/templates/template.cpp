#include <bits/stdc++.h>
using namespace std;

// freezes[t] = {i, j}: the cell that freezes in night t.
// Return the number of ice sheets after every night.
vector<int> sheetCounts(int r, int c, const vector<pair<int, int>>& freezes) {
    // TODO: write your solution here
    return vector<int>(freezes.size(), 0);
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
