#include <bits/stdc++.h>
using namespace std;

// Count by sorting a copy, then sort (id, plays) pairs by plays desc, id asc.
vector<int> topTracks(const vector<int>& plays, int k) {
    vector<int> a = plays;
    sort(a.begin(), a.end());
    vector<pair<int, int>> cnt;  // (-plays, id)
    for (size_t i = 0; i < a.size();) {
        size_t j = i;
        while (j < a.size() && a[j] == a[i]) j++;
        cnt.push_back({-(int)(j - i), a[i]});
        i = j;
    }
    sort(cnt.begin(), cnt.end());
    vector<int> chart;
    for (int i = 0; i < k; i++) chart.push_back(cnt[i].second);
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
