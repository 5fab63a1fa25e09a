#include <bits/stdc++.h>
using namespace std;

// Naive: count with a map, then fill each of the k chart positions by scanning all distinct ids
// for the best one not yet charted. Correct, but O(k * d).
vector<int> topTracks(const vector<int>& plays, int k) {
    map<int, int> count;
    for (int x : plays) count[x]++;
    vector<pair<int, int>> items(count.begin(), count.end());  // (id, plays)
    vector<char> taken(items.size(), 0);
    vector<int> chart;
    for (int r = 0; r < k; r++) {
        int best = -1;
        for (size_t i = 0; i < items.size(); i++) {
            if (taken[i]) continue;
            if (best < 0 || items[i].second > items[best].second ||
                (items[i].second == items[best].second && items[i].first < items[best].first))
                best = i;
        }
        taken[best] = 1;
        chart.push_back(items[best].first);
    }
    return chart;
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
