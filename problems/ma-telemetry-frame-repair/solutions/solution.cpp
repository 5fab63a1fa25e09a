#include <bits/stdc++.h>
using namespace std;

int main() {
    string a, b;
    cin >> a >> b;
    int n = a.size(), m = b.size();
    vector<int> prev(m + 1), cur(m + 1);
    for (int j = 0; j <= m; j++) prev[j] = j;
    for (int i = 1; i <= n; i++) {
        cur[0] = i;
        for (int j = 1; j <= m; j++) {
            int best = prev[j - 1] + (a[i - 1] != b[j - 1]);
            best = min(best, prev[j] + 1);
            best = min(best, cur[j - 1] + 1);
            cur[j] = best;
        }
        swap(prev, cur);
    }
    printf("%d\n", prev[m]);
    return 0;
}
