#include <bits/stdc++.h>
using namespace std;

// events[i] is a title x >= 1 for "+ x", or 0 for "-". Return one line per "-": the title shelved
// (as a string) or "EMPTY". Aim for O(1) per event.
vector<string> shelveBooks(const vector<long long>& events) {
    // TODO: write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    vector<long long> events(q, 0);
    for (auto& e : events) {
        string c;
        cin >> c;
        if (c == "+") cin >> e;
    }
    string out;
    for (const string& s : shelveBooks(events)) out += s + "\n";
    cout << out;
    return 0;
}
