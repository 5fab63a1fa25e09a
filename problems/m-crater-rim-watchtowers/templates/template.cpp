#include <bits/stdc++.h>
using namespace std;

// heights[i] is the height of tower i, towers in clockwise order on a closed rim. Return, for
// every tower, the number of clockwise steps to the first strictly taller tower, or -1.
vector<int> stepsToTaller(const vector<int>& heights) {
    // TODO: write your solution here
    return vector<int>(heights.size(), -1);
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> heights(n);
    for (auto& x : heights) scanf("%d", &x);
    vector<int> ans = stepsToTaller(heights);
    string out;
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(ans[i]);
    }
    out += '\n';
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
