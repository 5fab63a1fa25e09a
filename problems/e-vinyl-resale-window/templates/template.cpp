#include <bits/stdc++.h>
using namespace std;

// prices[d] is the price on day d. Buy on day i, sell on day j with j - i >= k.
// Return the maximum profit, or 0 if no trade makes money.
long long bestProfit(const vector<long long>& prices, int k) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    cin >> n >> k;
    vector<long long> prices(n);
    for (auto& x : prices) cin >> x;
    cout << bestProfit(prices, k) << "\n";
    return 0;
}
