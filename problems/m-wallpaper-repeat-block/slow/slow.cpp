// Naive: for every request try block lengths p = 1, 2, ... and check t[j] == t[j + p] directly.
// Correct, but about O(L) work per request even with early exits: O(q * n) in total.
#include <bits/stdc++.h>
using namespace std;

int main() {
    static char s[300005];
    if (scanf("%300004s", s) != 1) return 0;
    int q;
    scanf("%d", &q);
    string out;
    for (int k = 0; k < q; k++) {
        int L;
        scanf("%d", &L);
        int ans = L;
        for (int p = 1; p < L; p++) {
            int j = 0;
            while (j + p < L && s[j] == s[j + p]) j++;
            if (j + p == L) { ans = p; break; }
        }
        out += to_string(ans);
        out += '\n';
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
