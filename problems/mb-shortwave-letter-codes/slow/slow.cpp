#include <bits/stdc++.h>
using namespace std;

static const int MOD = 1000000007;

// Naive recursion: try a one-digit and a two-digit first piece, without remembering results.
// Correct, but exponential on strings such as 111...1.
static long long go(const string& s, size_t i) {
    if (i == s.size()) return 1;
    if (s[i] == '0') return 0;
    long long r = go(s, i + 1);
    if (i + 1 < s.size()) {
        int two = (s[i] - '0') * 10 + (s[i + 1] - '0');
        if (two <= 26) r += go(s, i + 2);
    }
    return r % MOD;
}

int countReadings(const string& s) {
    return (int)go(s, 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s;
    cin >> s;
    cout << countReadings(s) << "\n";
    return 0;
}
