// Missing base case in the rolling rows: the learner never sets cur[0] = i, so column 0 stays 0
// and deleting a prefix of the received frame becomes free.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string a, b;
    cin >> a >> b;
    int n = a.size(), m = b.size();
    vector<int> prev(m + 1), cur(m + 1, 0);
    for (int j = 0; j <= m; j++) prev[j] = j;
    for (int i = 1; i <= n; i++) {
        for (int j = 1; j <= m; j++) {
            int keep = prev[j - 1] + (a[i - 1] != b[j - 1]);
            cur[j] = min({keep, prev[j] + 1, cur[j - 1] + 1});
        }
        swap(prev, cur);
    }
    printf("%d\n", prev[m]);
}
