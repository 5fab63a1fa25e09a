// Learner's mistake: the pairs are counted as cnt[x] * cnt[x ^ M] / 2 for every code x, which is
// right for M > 0 but for M = 0 (all codes equal) pairs every transmitter with itself too.
#include <bits/stdc++.h>
using namespace std;

const int BITS = 16;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> a(n);
    for (auto& x : a) scanf("%d", &x);
    vector<array<int, 2>> ch(1, {0, 0});
    for (int x : a) {
        int v = 0;
        for (int b = BITS - 1; b >= 0; b--) {
            int bit = x >> b & 1;
            if (!ch[v][bit]) {
                ch[v][bit] = (int)ch.size();
                ch.push_back({0, 0});
            }
            v = ch[v][bit];
        }
    }
    int best = 0;
    for (int x : a) {
        int v = 0, cur = 0;
        for (int b = BITS - 1; b >= 0; b--) {
            int want = (x >> b & 1) ^ 1;
            if (ch[v][want]) {
                cur |= 1 << b;
                v = ch[v][want];
            } else v = ch[v][want ^ 1];
        }
        best = max(best, cur);
    }
    vector<long long> cnt(1 << BITS, 0);
    for (int x : a) cnt[x]++;
    long long twice = 0;
    for (int x = 0; x < (1 << BITS); x++) twice += cnt[x] * cnt[x ^ best];
    printf("%d %lld\n", best, twice / 2);
    return 0;
}
