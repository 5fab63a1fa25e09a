// Learner's mistake: a tile is "reusable" whenever its letter occurs somewhere on the board; the
// count is never decremented, so letters that t needs more often than s has them are missed.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    static char s[200005], t[200005];
    scanf("%200004s %200004s", s, t);
    int cs[26] = {0};
    for (int i = 0; i < n; i++) cs[s[i] - 'a']++;
    int replace = 0;
    for (int i = 0; i < n; i++)
        if (cs[t[i] - 'a'] == 0) replace++;
    printf("%d\n", replace);
    return 0;
}
