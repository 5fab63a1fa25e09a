// Learner's mistake: the rule for exact repetitions is used — the block length L - pi[L-1] is
// accepted only when it divides L, otherwise the whole piece is reported — although the last
// copy of the block may be cut short.
#include <bits/stdc++.h>
using namespace std;

int main() {
    static char buf[300005];
    if (scanf("%300004s", buf) != 1) return 0;
    int n = strlen(buf);
    vector<int> pi(n, 0);
    for (int i = 1; i < n; i++) {
        int j = pi[i - 1];
        while (j > 0 && buf[i] != buf[j]) j = pi[j - 1];
        if (buf[i] == buf[j]) j++;
        pi[i] = j;
    }
    int q;
    scanf("%d", &q);
    string out;
    for (int k = 0; k < q; k++) {
        int L;
        scanf("%d", &L);
        int p = L - pi[L - 1];
        out += to_string(L % p == 0 ? p : L);
        out += '\n';
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
