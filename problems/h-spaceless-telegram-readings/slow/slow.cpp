// Naive: the same DP, but at every reachable position every code-book word is compared with the
// telegram letter by letter. Correct, but O(|t| * total length of the code book) in the worst case.
#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string t;
    int k;
    cin >> t >> k;
    vector<string> words(k);
    for (auto& w : words) cin >> w;
    int n = t.size();
    const int INF = INT_MAX;
    vector<long long> ways(n + 1, 0);
    vector<int> fewest(n + 1, INF);
    ways[0] = 1;
    fewest[0] = 0;
    for (int i = 0; i < n; i++) {
        if (fewest[i] == INF) continue;
        for (const string& w : words) {
            int L = w.size();
            if (i + L > n) continue;
            int p = 0;
            while (p < L && t[i + p] == w[p]) p++;
            if (p < L) continue;
            ways[i + L] = (ways[i + L] + ways[i]) % MOD;
            fewest[i + L] = min(fewest[i + L], fewest[i] + 1);
        }
    }
    if (fewest[n] == INF) printf("0 -1\n");
    else printf("%lld %d\n", ways[n], fewest[n]);
    return 0;
}
