#include <bits/stdc++.h>
using namespace std;

// profit[i] is the projected profit of stall i. Choose stalls, no two of them neighbours,
// to maximise the total profit (choosing no stall at all gives 0). Return that maximum.
long long bestProfit(const vector<long long>& profit) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> profit(n);
    for (auto& x : profit) cin >> x;
    cout << bestProfit(profit) << "\n";
    return 0;
}
