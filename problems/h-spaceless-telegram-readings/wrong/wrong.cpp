// Learner's mistake: the number of readings comes from the DP, but the fewest words are taken
// greedily — always the longest code-book word that fits next — which can get stuck or use more
// words than necessary.
#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string t;
    int k;
    cin >> t >> k;
    vector<array<int, 26>> ch(1);
    ch[0].fill(0);
    vector<char> isEnd(1, 0);
    for (int i = 0; i < k; i++) {
        string w;
        cin >> w;
        int v = 0;
        for (char c : w) {
            int& nx = ch[v][c - 'a'];
            if (!nx) {
                nx = (int)ch.size();
                ch.push_back({});
                ch.back().fill(0);
                isEnd.push_back(0);
            }
            v = ch[v][c - 'a'];
        }
        isEnd[v] = 1;
    }
    int n = t.size();
    vector<long long> ways(n + 1, 0);
    ways[0] = 1;
    for (int i = 0; i < n; i++) {
        if (!ways[i]) continue;
        int v = 0;
        for (int j = i; j < n; j++) {
            v = ch[v][t[j] - 'a'];
            if (!v) break;
            if (isEnd[v]) ways[j + 1] = (ways[j + 1] + ways[i]) % MOD;
        }
    }
    // greedy: longest word first
    int pos = 0, words = 0;
    while (pos < n) {
        int v = 0, best = -1;
        for (int j = pos; j < n; j++) {
            v = ch[v][t[j] - 'a'];
            if (!v) break;
            if (isEnd[v]) best = j + 1;
        }
        if (best < 0) break;
        pos = best;
        words++;
    }
    if (pos < n) printf("%lld -1\n", ways[n]);
    else printf("%lld %d\n", ways[n], words);
    return 0;
}
