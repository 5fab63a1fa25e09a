// Naive: compare the song with itself at every shift d and measure the runs of equal notes on
// that diagonal. Correct, but n (n - 1) / 2 comparisons.
#include <bits/stdc++.h>
using namespace std;

int main() {
    static char s[200005];
    if (scanf("%200004s", s) != 1) return 0;
    int n = strlen(s);
    int best = 0, pos = -1;
    for (int d = 1; d < n; d++) {
        int run = 0;
        for (int i = 0; i + d < n; i++) {
            if (s[i] == s[i + d]) {
                run++;
                int start = i - run + 1;
                if (run > best) best = run, pos = start;
                else if (run == best && start < pos) pos = start;
            } else run = 0;
        }
    }
    if (best == 0) printf("0\n");
    else printf("%d %d\n", best, pos + 1);
    return 0;
}
