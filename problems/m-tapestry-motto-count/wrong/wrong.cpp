// Learner's mistake: the one-row DP walks the motto positions upwards. For a motto with equal
// neighbouring letters (like "aa") one border letter then counts for both, e.g. s = "a", t = "aa"
// gives 1 instead of 0.
#include <bits/stdc++.h>
using namespace std;

int main() {
    const long long MOD = 1000000007LL;
    static char sbuf[200005], tbuf[64];
    if (scanf("%200000s %63s", sbuf, tbuf) != 2) return 0;
    string s = sbuf, t = tbuf;
    int m = t.size();
    vector<long long> ways(m + 1, 0);
    ways[0] = 1;
    for (char c : s)
        for (int j = 1; j <= m; j++)
            if (t[j - 1] == c) ways[j] = (ways[j] + ways[j - 1]) % MOD;
    printf("%lld\n", ways[m]);
    return 0;
}
