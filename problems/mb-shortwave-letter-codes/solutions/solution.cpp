#include <bits/stdc++.h>
using namespace std;

static const int MOD = 1000000007;

// ways[i] = ways[i-1] (last piece is one digit) + ways[i-2] (last piece is 10..26), rolling two values.
int countReadings(const string& s) {
    long long prev2 = 0, prev1 = 1;  // ways[-1] (unused), ways[0]
    for (size_t i = 1; i <= s.size(); i++) {
        long long cur = 0;
        if (s[i - 1] != '0') cur = prev1;
        if (i >= 2) {
            int two = (s[i - 2] - '0') * 10 + (s[i - 1] - '0');
            if (two >= 10 && two <= 26) cur += prev2;
        }
        cur %= MOD;
        prev2 = prev1;
        prev1 = cur;
    }
    return (int)prev1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s;
    cin >> s;
    cout << countReadings(s) << "\n";
    return 0;
}
