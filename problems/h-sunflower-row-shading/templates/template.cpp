#include <bits/stdc++.h>
using namespace std;

// h lists the heights from west to east. Return the number of days on which at least one
// sunflower wilts.
int wiltingDays(const vector<int>& h) {
    // TODO: write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> h(n);
    for (auto& x : h) cin >> x;
    cout << wiltingDays(h) << "\n";
    return 0;
}
