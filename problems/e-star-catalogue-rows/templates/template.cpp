#include <bits/stdc++.h>
using namespace std;

// rows is sorted in non-decreasing order. Return {first, last}: the first and last index holding
// x, or {-1, -1} if x does not occur. Aim for O(log n).
pair<int, int> findBlock(const vector<long long>& rows, long long x) {
    // TODO: write your solution here
    return {-1, -1};
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> rows(n);
    for (auto& v : rows) scanf("%lld", &v);
    int q;
    scanf("%d", &q);
    string out;
    for (int j = 0; j < q; j++) {
        long long x;
        scanf("%lld", &x);
        pair<int, int> b = findBlock(rows, x);
        out += to_string(b.first) + " " + to_string(b.second) + "\n";
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
