#include <bits/stdc++.h>
using namespace std;

// number of clear integers in [1, N]
long long countClear(long long N) {
    if (N <= 0) return 0;
    string D = to_string(N);
    int m = D.size();
    long long pw[20];
    pw[0] = 1;
    for (int i = 1; i < 20; i++) pw[i] = pw[i - 1] * 9;
    long long total = 0;
    for (int k = 1; k < m; k++) total += pw[k];  // shorter numbers
    bool clear = true;
    for (int i = 0; i < m; i++) {
        int cur = D[i] - '0';
        int prev = i > 0 ? D[i - 1] - '0' : -1;
        for (int d = (i == 0 ? 1 : 0); d < cur; d++)
            if (d != prev) total += pw[m - 1 - i];
        if (cur == prev) { clear = false; break; }  // N's prefix is not clear
    }
    if (clear) total += 1;  // N itself
    return total;
}

int main() {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    string out;
    for (int i = 0; i < q; i++) {
        long long L, R;
        scanf("%lld %lld", &L, &R);
        out += to_string(countClear(R) - countClear(L - 1));
        out += '\n';
    }
    fputs(out.c_str(), stdout);
    return 0;
}
