#include <bits/stdc++.h>
using namespace std;

// Split the segments into k consecutive non-empty legs. Return {M, sizes}: the smallest possible
// longest leg, and the number of segments of each runner in the plan the statement asks for.
// Sums need 64-bit integers.
pair<long long, vector<int>> planLegs(const vector<long long>& segments, int k) {
    // TODO: write your solution here
    return {0, vector<int>(k, 0)};
}

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<long long> segments(n);
    for (auto& x : segments) scanf("%lld", &x);
    pair<long long, vector<int>> ans = planLegs(segments, k);
    string out = to_string(ans.first) + "\n";
    for (size_t j = 0; j < ans.second.size(); j++) {
        if (j) out += ' ';
        out += to_string(ans.second[j]);
    }
    out += '\n';
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
