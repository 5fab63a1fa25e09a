#include <bits/stdc++.h>
using namespace std;

// For each requested length L in lens, return the length of the shortest block whose repetition
// (the last copy may be cut short) gives the first L letters of s. Tip: the prefix function.
vector<int> shortestBlocks(const string& s, const vector<int>& lens) {
    // TODO: write your solution here
    return vector<int>(lens.size(), 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s;
    int q;
    cin >> s >> q;
    vector<int> lens(q);
    for (auto& L : lens) cin >> L;
    vector<int> res = shortestBlocks(s, lens);
    string out;
    for (int v : res) { out += to_string(v); out += '\n'; }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
