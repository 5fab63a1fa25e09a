#include <bits/stdc++.h>
using namespace std;

// Reverse Kahn: a station is safe once all of its outgoing belts lead to safe stations. Start
// from the bays (no outgoing belt) and peel backwards; whatever is never peeled can loop forever.
vector<bool> safeStations(int n, const vector<pair<int, int>>& belts) {
    vector<int> outdeg(n, 0), start(n + 1, 0);
    for (auto& b : belts) {
        outdeg[b.first]++;
        start[b.second + 1]++;
    }
    for (int i = 0; i < n; i++) start[i + 1] += start[i];
    vector<int> from(belts.size()), fill(start.begin(), start.end() - 1);
    for (auto& b : belts) from[fill[b.second]++] = b.first;
    vector<int> queue_;
    vector<char> safe(n, 0);
    for (int i = 0; i < n; i++)
        if (outdeg[i] == 0) queue_.push_back(i), safe[i] = 1;
    for (size_t h = 0; h < queue_.size(); h++) {
        int x = queue_[h];
        for (int j = start[x]; j < start[x + 1]; j++)
            if (--outdeg[from[j]] == 0) {
                safe[from[j]] = 1;
                queue_.push_back(from[j]);
            }
    }
    return vector<bool>(safe.begin(), safe.end());
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
