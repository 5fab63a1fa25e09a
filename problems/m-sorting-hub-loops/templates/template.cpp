#include <bits/stdc++.h>
using namespace std;

// belts[i] = {u, v}: a belt from station u to station v.
// Return, for every station, true if every route from it ends at a bay (a station without
// outgoing belts), false if a parcel there can be sent round forever.
vector<bool> safeStations(int n, const vector<pair<int, int>>& belts) {
    // TODO: write your solution here
    return vector<bool>(n, false);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<pair<int, int>> belts(m);
    for (auto& b : belts) cin >> b.first >> b.second;
    vector<bool> safe = safeStations(n, belts);
    string out(n, 'L');
    for (int i = 0; i < n; i++)
        if (safe[i]) out[i] = 'S';
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
