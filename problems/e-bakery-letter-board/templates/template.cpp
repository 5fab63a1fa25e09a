#include <bits/stdc++.h>
using namespace std;

// The board shows s; tomorrow it must show t (same length). Return the minimum number of tiles
// that must be replaced, when rearranging the tiles is free.
int tilesToReplace(const string& s, const string& t) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    string s, t;
    if (!(cin >> n >> s >> t)) return 0;
    cout << tilesToReplace(s, t) << "\n";
    return 0;
}
