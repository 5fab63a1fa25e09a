#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    static char row[1024];
    vector<int> prev(c + 1, 0), cur(c + 1, 0);  // side of the largest free square ending here
    int best = 0;
    long long count = 0;
    for (int i = 0; i < r; i++) {
        scanf("%1000s", row);
        cur[0] = 0;
        for (int j = 1; j <= c; j++) {
            if (row[j - 1] == '#') { cur[j] = 0; continue; }
            int s = 1 + min(prev[j], min(cur[j - 1], prev[j - 1]));
            cur[j] = s;
            if (s > best) { best = s; count = 1; }
            else if (s == best) count++;
        }
        swap(prev, cur);
    }
    if (best == 0) count = 0;
    printf("%d %lld\n", best, count);
    return 0;
}
