// Naive: simulate day by day. Each day, mark every sunflower shorter than its western neighbour in
// the current row, then rebuild the row without them. O(row length) per day, up to n days.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> row(n), next;
    for (auto& h : row) scanf("%d", &h);
    int days = 0;
    for (;;) {
        next.clear();
        next.push_back(row[0]);
        for (size_t i = 1; i < row.size(); i++)
            if (row[i] >= row[i - 1]) next.push_back(row[i]);
        if (next.size() == row.size()) break;
        days++;
        row.swap(next);
    }
    printf("%d\n", days);
    return 0;
}
