#include <bits/stdc++.h>
using namespace std;

// dp over start positions; from each reachable start, walk the trie of the code book along the
// telegram and push the count (mod 1e9+7) and the fewest words to every word end reached.
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
    const int INF = INT_MAX;
    vector<long long> ways(n + 1, 0);
    vector<int> fewest(n + 1, INF);
    ways[0] = 1;
    fewest[0] = 0;
    for (int i = 0; i < n; i++) {
        if (fewest[i] == INF) continue;  // no reading reaches position i
        int v = 0;
        for (int j = i; j < n; j++) {
            v = ch[v][t[j] - 'a'];
            if (!v) break;
            if (isEnd[v]) {
                ways[j + 1] = (ways[j + 1] + ways[i]) % MOD;
                fewest[j + 1] = min(fewest[j + 1], fewest[i] + 1);
            }
        }
    }
    if (fewest[n] == INF) printf("0 -1\n");
    else printf("%lld %d\n", ways[n], fewest[n]);
    return 0;
}
