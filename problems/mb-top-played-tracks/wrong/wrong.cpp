// Ids kept as strings: the learner counts plays in a map<string, int> and breaks ties by the
// string order, so "10" comes before "9" although 9 is the smaller id.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    cin >> n >> k;
    map<string, int> plays;
    for (int i = 0; i < n; i++) {
        string id;
        cin >> id;
        plays[id]++;
    }
    vector<pair<string, int>> tracks(plays.begin(), plays.end());
    stable_sort(tracks.begin(), tracks.end(),
                [](const pair<string, int>& a, const pair<string, int>& b) { return a.second > b.second; });
    string out;
    for (int i = 0; i < k; i++) {
        if (i) out += ' ';
        out += tracks[i].first;
    }
    out += '\n';
    cout << out;
}
