#include <bits/stdc++.h>
using namespace std;

// Start on plank 0, finish on plank n - 1, hop 1..k planks forward each time; return the largest
// possible sum of the values of the planks landed on (a[0] and a[n - 1] included).
long long maxTokens(const vector<int>& a, int k) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    cin >> n >> k;
    vector<int> a(n);
    for (auto& x : a) cin >> x;
    cout << maxTokens(a, k) << "\n";
    return 0;
}
