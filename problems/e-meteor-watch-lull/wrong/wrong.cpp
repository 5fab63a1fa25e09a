// A forgotten edge case: the learner starts from "lull 0 at time 0" instead of "lull 0 at the
// first sighting", so when every sighting shares one second it prints that the lull starts at 0.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> t(n);
    for (auto& x : t) scanf("%d", &x);
    sort(t.begin(), t.end());
    int best = 0, start = 0;
    for (int i = 0; i + 1 < n; i++)
        if (t[i + 1] - t[i] > best) {
            best = t[i + 1] - t[i];
            start = t[i];
        }
    printf("%d %d\n", best, start);
}
