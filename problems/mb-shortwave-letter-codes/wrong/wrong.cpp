// Wrong rule for two-digit codes: the learner accepts a pair when it starts with 1 or 2 and its
// second digit is at most 6, forgetting that 17, 18 and 19 are letter codes as well.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string s;
    cin >> s;
    const long long MOD = 1000000007;
    int n = s.size();
    vector<long long> ways(n + 1, 0);
    ways[0] = 1;
    for (int i = 1; i <= n; i++) {
        if (s[i - 1] != '0') ways[i] = ways[i - 1];
        if (i >= 2 && (s[i - 2] == '1' || s[i - 2] == '2') && s[i - 1] <= '6')
            ways[i] = (ways[i] + ways[i - 2]) % MOD;
    }
    cout << ways[n] << "\n";
}
