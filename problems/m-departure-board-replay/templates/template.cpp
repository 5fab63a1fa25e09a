#include <bits/stdc++.h>
using namespace std;

struct LogLine {
    char kind;     // 's' or 'g'
    long long p;   // platform
    long long x;   // v for 's', t for 'g'
};

// Line i of the log (0-based here) happens at second i + 1. Return the answer of every 'g' line,
// in order: the number platform p showed at the end of second t, or -1.
vector<long long> replayBoard(const vector<LogLine>& log) {
    // TODO: write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    vector<LogLine> log(q);
    for (auto& l : log) {
        string c;
        cin >> c >> l.p >> l.x;
        l.kind = c[0];
    }
    string out;
    for (long long v : replayBoard(log)) out += to_string(v) + "\n";
    cout << out;
    return 0;
}
