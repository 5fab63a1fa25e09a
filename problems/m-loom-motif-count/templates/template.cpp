#include <bits/stdc++.h>
using namespace std;

// Return the 1-based starting positions of ALL occurrences of p in t (overlapping ones too),
// in increasing order. Tip: the prefix function (Knuth-Morris-Pratt).
vector<int> motifStarts(const string& t, const string& p) {
    // TODO: write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string t, p;
    cin >> t >> p;
    vector<int> starts = motifStarts(t, p);
    string out = to_string(starts.size()) + "\n";
    for (size_t k = 0; k < starts.size() && k < 10; k++) {
        if (k) out += ' ';
        out += to_string(starts[k]);
    }
    if (!starts.empty()) out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
