#include <bits/stdc++.h>
using namespace std;

// tolls[i] is the toll of stone i. Start on the near bank (before stone 0), hop 1 or 2 positions
// at a time, finish on the far bank (after stone n-1). Return the minimum total toll.
long long minTotalToll(const vector<long long>& tolls) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> tolls(n);
    for (auto& x : tolls) cin >> x;
    cout << minTotalToll(tolls) << "\n";
    return 0;
}
