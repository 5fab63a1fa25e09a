#include <bits/stdc++.h>
using namespace std;

int main() {
    const long long MOD = 1000000007LL;
    static char sbuf[200005], tbuf[64];
    if (scanf("%200000s %63s", sbuf, tbuf) != 2) return 0;
    string s = sbuf, t = tbuf;
    int m = t.size();
    // ways[j]: choices in the border read so far that spell t[0..j-1]
    vector<long long> ways(m + 1, 0);
    ways[0] = 1;
    // the motto positions holding each letter, in decreasing order
    vector<vector<int>> at(26);
    for (int j = m; j >= 1; j--) at[t[j - 1] - 'a'].push_back(j);
    for (char c : s)
        for (int j : at[c - 'a']) {
            ways[j] += ways[j - 1];
            if (ways[j] >= MOD) ways[j] -= MOD;
        }
    printf("%lld\n", ways[m]);
    return 0;
}
