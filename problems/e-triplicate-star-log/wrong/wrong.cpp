// Learner's mistake: the bit counts run over bits 0..30 only, so the sign bit is lost and a
// negative answer comes out as a large positive number.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int cnt[32] = {0};
    for (int i = 0; i < n; i++) {
        int a;
        scanf("%d", &a);
        for (int b = 0; b < 31; b++) cnt[b] += (a >> b) & 1;
    }
    int x = 0;
    for (int b = 0; b < 31; b++)
        if (cnt[b] % 3 != 0) x |= 1 << b;
    printf("%d\n", x);
    return 0;
}
