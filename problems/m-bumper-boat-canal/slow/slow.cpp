// Naive: simulate the canal in rounds. Each round scans the row once, resolves every adjacent
// east/west pair that meets, and rebuilds the row; repeat until a round changes nothing.
// O(n) per round, up to O(n) rounds.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> row(n), next;
    for (auto& x : row) scanf("%d", &x);
    bool changed = true;
    while (changed) {
        changed = false;
        next.clear();
        size_t i = 0;
        while (i < row.size()) {
            if (i + 1 < row.size() && row[i] > 0 && row[i + 1] < 0) {
                changed = true;
                int e = row[i], w = -row[i + 1];
                if (e > w) next.push_back(row[i]);
                else if (w > e) next.push_back(row[i + 1]);
                i += 2;
            } else {
                next.push_back(row[i]);
                i++;
            }
        }
        row.swap(next);
    }
    string out = to_string(row.size()) + "\n";
    for (size_t i = 0; i < row.size(); i++) {
        if (i) out += ' ';
        out += to_string(row[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
