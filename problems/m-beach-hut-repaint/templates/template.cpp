#include <bits/stdc++.h>
using namespace std;

// Return {maximum run length, 1-based number of the first hut of the earliest such run}.
pair<int, int> longestRepaintedRun(const string& colours, int k) {
    // TODO: write your solution here
    return {0, 1};
}

int main() {
    int n, k;
    string colours;
    cin >> n >> k >> colours;
    pair<int, int> ans = longestRepaintedRun(colours, k);
    cout << ans.first << " " << ans.second << "\n";
    return 0;
}
