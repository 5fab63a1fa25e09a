// A plausible misuse of the sliding window: the learner shrinks the window while it has more
// than k genres and then counts ONE stretch per right end when it has exactly k, missing the
// shorter stretches that keep all k genres (e.g. 5 5 with k = 1 has 3 stretches, not 2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<int> g(n);
    for (auto& x : g) scanf("%d", &x);
    unordered_map<int, int> cnt;
    long long count = 0;
    int first = 0;
    for (int j = 0; j < n; j++) {
        cnt[g[j]]++;
        while ((int)cnt.size() > k) {
            if (--cnt[g[first]] == 0) cnt.erase(g[first]);
            first++;
        }
        if ((int)cnt.size() == k) count++;
    }
    printf("%lld\n", count);
}
