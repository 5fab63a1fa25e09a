#include <bits/stdc++.h>
using namespace std;

// Keep the first m copies of every number, moved to the front of `stamps` in order;
// return how many entries are kept.
int compactAlbum(vector<int>& stamps, int m) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> stamps(n);
    for (auto& x : stamps) scanf("%d", &x);
    int k = compactAlbum(stamps, m);
    string out = to_string(k) + "\n";
    for (int j = 0; j < k; j++) {
        if (j) out += ' ';
        out += to_string(stamps[j]);
    }
    out += '\n';
    fputs(out.c_str(), stdout);
    return 0;
}
