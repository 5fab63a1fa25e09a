#include <bits/stdc++.h>
using namespace std;

int main() {
    static char buf[500005];
    if (scanf("%500000s", buf) != 1) return 0;
    int n = strlen(buf);
    vector<int> best(n, 0);  // longest balanced substring ending at i
    int L = 0;
    long long count = 0;
    for (int i = 1; i < n; i++) {
        if (buf[i] != ')') continue;
        int j = i - best[i - 1] - 1;  // the character this ')' could close
        if (j >= 0 && buf[j] == '(') {
            best[i] = best[i - 1] + 2 + (j >= 1 ? best[j - 1] : 0);
            if (best[i] > L) { L = best[i]; count = 1; }
            else if (best[i] == L) count++;
        }
    }
    printf("%d %lld\n", L, L == 0 ? 0LL : count);
    return 0;
}
