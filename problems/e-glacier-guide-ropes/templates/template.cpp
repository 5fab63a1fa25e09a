#include <bits/stdc++.h>
using namespace std;

// ropes[i] = {u, v}, in the order they were stretched. Return the number (counted from 1) of the
// first rope whose two huts were already linked by earlier ropes, or -1 if there is none.
int firstLoopRope(int n, const vector<pair<int, int>>& ropes) {
    // TODO: write your solution here
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<pair<int, int>> ropes(m);
    for (auto& r : ropes) cin >> r.first >> r.second;
    cout << firstLoopRope(n, ropes) << "\n";
    return 0;
}
