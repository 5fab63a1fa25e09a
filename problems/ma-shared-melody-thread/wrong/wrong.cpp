// Mistake: misreads "shared thread" as a run of consecutive notes and computes the longest common
// substring, not the longest common subsequence (notes may be deleted in between).
#include <bits/stdc++.h>
using namespace std;

int main() {
    string a, b;
    cin >> a >> b;
    int n = a.size(), m = b.size();
    vector<int> prev(m + 1, 0), cur(m + 1, 0);
    int best = 0;
    for (int i = 1; i <= n; i++) {
        for (int j = 1; j <= m; j++) {
            cur[j] = a[i - 1] == b[j - 1] ? prev[j - 1] + 1 : 0;
            best = max(best, cur[j]);
        }
        swap(prev, cur);
    }
    printf("%d\n", best);
    return 0;
}
