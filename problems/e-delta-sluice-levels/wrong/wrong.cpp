// Mistake: assumes every parent has a smaller number than its child and computes
// level[i] = level[p_i] + 1 in the order i = 1, 2, ..., n - 1. When a parent carries a larger
// number, its level is still 0 at that moment and the child gets a wrong level.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> level(n, 0);
    vector<long long> cnt(n, 0);
    for (int i = 1; i < n; i++) { int p; scanf("%d", &p); level[i] = level[p] + 1; }
    for (int i = 0; i < n; i++) cnt[level[i]]++;
    int q;
    scanf("%d", &q);
    string out;
    for (int j = 0; j < q; j++) {
        long long k;
        scanf("%lld", &k);
        if (j) out += ' ';
        out += to_string(k < n ? cnt[k] : 0);
    }
    puts(out.c_str());
}
