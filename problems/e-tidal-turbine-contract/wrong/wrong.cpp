// Learner's mistake: the running total is a 32-bit int. It works for small outputs, but a block
// of a few hours near 10^9 each overflows and the wrong block wins.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<int> e(n);
    for (auto& x : e) scanf("%d", &x);
    int sum = 0;
    for (int i = 0; i < k; i++) sum += e[i];
    int best = sum;
    int start = 0;
    for (int s = 1; s + k <= n; s++) {
        sum += e[s + k - 1] - e[s - 1];
        if (sum > best) {
            best = sum;
            start = s;
        }
    }
    printf("%d %d\n", best, start + 1);
    return 0;
}
