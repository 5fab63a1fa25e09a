// A plausible slip in the tie-break: the learner updates the answer on ">=", so among several
// runs of the maximum length it reports the last one found instead of the earliest.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    static char s[150005];
    if (scanf("%d %d %s", &n, &k, s) != 3) return 0;
    int best = 0, bestStart = 0;
    for (int c = 0; c < 26; c++) {
        int others = 0, l = 0;
        for (int r = 0; r < n; r++) {
            if (s[r] - 'A' != c) others++;
            while (others > k) {
                if (s[l] - 'A' != c) others--;
                l++;
            }
            if (r - l + 1 >= best) {
                best = r - l + 1;
                bestStart = l;
            }
        }
    }
    printf("%d %d\n", best, bestStart + 1);
}
