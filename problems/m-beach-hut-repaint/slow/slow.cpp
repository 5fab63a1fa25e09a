// Naive O(n^2): from every first hut, grow the run to the right while it can still be made one
// colour (length - most common colour <= k), and keep the longest (earliest on ties).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    static char s[200005];
    if (scanf("%d %d %s", &n, &k, s) != 3) return 0;
    int best = 0, bestStart = 0;
    for (int l = 0; l < n; l++) {
        int cnt[26] = {0}, top = 0;
        for (int r = l; r < n; r++) {
            top = max(top, ++cnt[s[r] - 'A']);
            if (r - l + 1 - top > k) break;
            if (r - l + 1 > best) {
                best = r - l + 1;
                bestStart = l;
            }
        }
    }
    printf("%d %d\n", best, bestStart + 1);
}
