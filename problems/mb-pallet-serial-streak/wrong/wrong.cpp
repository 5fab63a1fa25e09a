// Duplicates break the streak: after sorting, the learner restarts the run whenever two
// neighbours are not exactly one apart, including when they are equal (a reprinted label).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n = 0;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> tags(n);
    for (auto& x : tags) scanf("%lld", &x);
    if (n == 0) {
        printf("0\n");
        return 0;
    }
    sort(tags.begin(), tags.end());
    int best = 1, run = 1;
    for (int i = 1; i < n; i++) {
        if (tags[i] == tags[i - 1] + 1) run++;
        else run = 1;
        best = max(best, run);
    }
    printf("%d\n", best);
}
