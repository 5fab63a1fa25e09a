// Learner's mistake: greedy. Each cottage takes the cheapest colour that differs from its left
// neighbour's. A cheap colour now can force an expensive one next door, so this is not optimal.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long total = 0;
    int last = -1;
    for (int i = 0; i < n; i++) {
        long long p[3];
        scanf("%lld %lld %lld", &p[0], &p[1], &p[2]);
        int pick = -1;
        for (int c = 0; c < 3; c++)
            if (c != last && (pick == -1 || p[c] < p[pick])) pick = c;
        total += p[pick];
        last = pick;
    }
    printf("%lld\n", total);
    return 0;
}
