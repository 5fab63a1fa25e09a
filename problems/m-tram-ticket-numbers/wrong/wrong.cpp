// Learner's mistake: the walk along N's digits does not stop when N's own prefix has two equal
// neighbours, so for bounds like 1130 it also counts numbers that start with "11".
#include <bits/stdc++.h>
using namespace std;

long long pw[20];

bool isClear(const string& D) {
    for (size_t i = 1; i < D.size(); i++) if (D[i] == D[i - 1]) return false;
    return true;
}

long long countClear(long long N) {
    if (N <= 0) return 0;
    string D = to_string(N);
    int m = D.size();
    long long total = 0;
    for (int k = 1; k < m; k++) total += pw[k];
    for (int i = 0; i < m; i++) {
        int cur = D[i] - '0';
        int prev = i > 0 ? D[i - 1] - '0' : -1;
        for (int d = (i == 0 ? 1 : 0); d < cur; d++)
            if (d != prev) total += pw[m - 1 - i];
    }
    if (isClear(D)) total += 1;
    return total;
}

int main() {
    pw[0] = 1;
    for (int i = 1; i < 20; i++) pw[i] = pw[i - 1] * 9;
    int q;
    if (scanf("%d", &q) != 1) return 0;
    for (int i = 0; i < q; i++) {
        long long L, R;
        scanf("%lld %lld", &L, &R);
        printf("%lld\n", countClear(R) - countClear(L - 1));
    }
    return 0;
}
