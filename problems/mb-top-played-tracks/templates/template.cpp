#include <bits/stdc++.h>
using namespace std;

// Return the k most played ids: more plays first, ties broken by the smaller id.
vector<int> topTracks(const vector<int>& plays, int k) {
    // TODO: build the chart
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    cin >> n >> k;
    vector<int> plays(n);
    for (auto& x : plays) cin >> x;
    vector<int> chart = topTracks(plays, k);
    string out;
    for (size_t i = 0; i < chart.size(); i++) {
        if (i) out += ' ';
        out += to_string(chart[i]);
    }
    out += '\n';
    cout << out;
    return 0;
}
