#include <bits/stdc++.h>
using namespace std;

// Rearrange wagons in place: loaded wagons (non-zero) first in their original order,
// then all empty wagons (0).
void shuntEmptyWagons(vector<int>& wagons) {
    // TODO: write your solution here
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> wagons(n);
    for (auto& x : wagons) cin >> x;
    shuntEmptyWagons(wagons);
    for (int i = 0; i < n; i++) cout << (i ? " " : "") << wagons[i];
    cout << "\n";
    return 0;
}
