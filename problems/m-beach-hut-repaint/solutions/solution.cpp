#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    static char s[150005];
    if (scanf("%d %d %s", &n, &k, s) != 3) return 0;
    int best = 0, bestStart = 0;
    // For every target colour, the longest window with at most k huts of other colours.
    for (int c = 0; c < 26; c++) {
        int others = 0, l = 0;
        for (int r = 0; r < n; r++) {
            if (s[r] - 'A' != c) others++;
            while (others > k) {
                if (s[l] - 'A' != c) others--;
                l++;
            }
            int len = r - l + 1;
            if (len > best || (len == best && l < bestStart)) {
                best = len;
                bestStart = l;
            }
        }
    }
    printf("%d %d\n", best, bestStart + 1);
}
