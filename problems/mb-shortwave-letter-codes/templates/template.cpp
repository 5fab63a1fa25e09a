#include <bits/stdc++.h>
using namespace std;

static const int MOD = 1000000007;

// Return the number of ways to split s into letter codes 1..26 (no leading zeros), modulo 1000000007.
int countReadings(const string& s) {
    // TODO: count the readings
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s;
    cin >> s;
    cout << countReadings(s) << "\n";
    return 0;
}
