// Naive: from every start, scan to the right with a running balance; stop when it goes negative,
// and record every point where it returns to zero. O(n^2) on logs of mostly '('.
#include <bits/stdc++.h>
using namespace std;

int main() {
    static char buf[500005];
    if (scanf("%500000s", buf) != 1) return 0;
    int n = strlen(buf);
    int L = 0;
    long long count = 0;
    for (int a = 0; a < n; a++) {
        int bal = 0, longest = 0;
        for (int b = a; b < n; b++) {
            bal += buf[b] == '(' ? 1 : -1;
            if (bal < 0) break;
            if (bal == 0) longest = b - a + 1;
        }
        if (longest == 0) continue;
        if (longest > L) { L = longest; count = 1; }
        else if (longest == L) count++;
    }
    printf("%d %lld\n", L, count);
    return 0;
}
