// Naive: walk the "next occurrence" automaton recursively without memoisation. Every different
// subsequence is its leftmost embedding, visited exactly once, so the time is proportional to
// their number: exponential.
#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1000000007LL;
int n;
vector<array<int, 26>> nxt;  // nxt[p][c]: first position >= p holding letter c, or n

long long countFrom(int p) {  // different non-empty subsequences of s[p..]
    long long total = 0;
    for (int c = 0; c < 26; c++) {
        int q = nxt[p][c];
        if (q < n) total += 1 + countFrom(q + 1);
    }
    return total % MOD;
}

int main() {
    static char buf[500005];
    if (scanf("%500000s", buf) != 1) return 0;
    n = strlen(buf);
    nxt.assign(n + 1, {});
    for (int c = 0; c < 26; c++) nxt[n][c] = n;
    for (int p = n - 1; p >= 0; p--) {
        nxt[p] = nxt[p + 1];
        nxt[p][buf[p] - 'a'] = p;
    }
    printf("%lld\n", countFrom(0));
    return 0;
}
