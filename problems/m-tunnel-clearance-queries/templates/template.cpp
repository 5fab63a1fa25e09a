#include <bits/stdc++.h>
using namespace std;

// roads[i] = {u, v, clearance}; requests[j] = {a, b, height}.
// Return, for every request in input order, true if a load of that height can get from a to b
// using only roads whose clearance is at least the height.
vector<bool> answerRequests(int n, const vector<array<int, 3>>& roads, const vector<array<int, 3>>& requests) {
    // TODO: write your solution here
    return vector<bool>(requests.size(), false);
}

int main() {
    int n, m, q;
    if (scanf("%d %d %d", &n, &m, &q) != 3) return 0;
    vector<array<int, 3>> roads(m), requests(q);
    for (auto& r : roads) scanf("%d %d %d", &r[0], &r[1], &r[2]);
    for (auto& r : requests) scanf("%d %d %d", &r[0], &r[1], &r[2]);
    vector<bool> ans = answerRequests(n, roads, requests);
    string out;
    for (bool x : ans) out += x ? "YES\n" : "NO\n";
    fputs(out.c_str(), stdout);
    return 0;
}
