#include <bits/stdc++.h>
using namespace std;

// tracks[i] = {u, v}: a one-way track from station u to station v. Return the lexicographically
// smallest list of stations of a run from depot 0 that uses every track exactly once, or an empty
// vector if there is no such run.
vector<int> inspectionRun(int n, const vector<pair<int, int>>& tracks) {
    // TODO: write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<pair<int, int>> tracks(m);
    for (auto& t : tracks) cin >> t.first >> t.second;
    vector<int> run = inspectionRun(n, tracks);
    if (run.empty()) {
        fputs("-1\n", stdout);
        return 0;
    }
    string out;
    for (size_t i = 0; i < run.size(); i++) {
        if (i) out += ' ';
        out += to_string(run[i]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
