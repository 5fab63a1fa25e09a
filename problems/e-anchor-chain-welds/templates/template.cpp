#include <bits/stdc++.h>
using namespace std;

// Return the minimum total cost of welding all pieces into one chain
// (welding pieces of lengths x and y costs x + y).
long long minWeldCost(const vector<int>& a) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> a(n);
    for (auto& x : a) cin >> x;
    cout << minWeldCost(a) << "\n";
    return 0;
}
