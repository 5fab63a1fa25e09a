// Learner's mistake: the DP only wraps the stretch ending at i - 1 in a new pair and forgets to
// glue on the stretch that ends right before it, so "()()" counts as two stretches of length 2.
#include <bits/stdc++.h>
using namespace std;

int main() {
    static char buf[500005];
    if (scanf("%500000s", buf) != 1) return 0;
    int n = strlen(buf);
    vector<int> best(n, 0);
    int L = 0;
    long long count = 0;
    for (int i = 1; i < n; i++) {
        if (buf[i] != ')') continue;
        int j = i - best[i - 1] - 1;
        if (j >= 0 && buf[j] == '(') {
            best[i] = best[i - 1] + 2;
            if (best[i] > L) { L = best[i]; count = 1; }
            else if (best[i] == L) count++;
        }
    }
    printf("%d %lld\n", L, L == 0 ? 0LL : count);
    return 0;
}
