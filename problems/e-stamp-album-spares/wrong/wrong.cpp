// A plausible slip: the learner keeps a_i when it differs from a[i - m], the entry m places back
// in the ORIGINAL order, while writing the kept entries into the same array. Once a spare has been
// skipped, a[i - m] may already hold a newer kept value, so later copies are dropped wrongly.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> a(n);
    for (auto& x : a) scanf("%d", &x);
    int k = 0;
    for (int i = 0; i < n; i++)
        if (i < m || a[i - m] != a[i]) a[k++] = a[i];
    printf("%d\n", k);
    for (int j = 0; j < k; j++) printf(j ? " %d" : "%d", a[j]);
    printf("\n");
}
